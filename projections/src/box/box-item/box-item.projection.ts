// The items in each member's prize box.
import { projection } from '../../runner/projection';
import { BoxItemRow } from './box-item.entity';

export const boxItem = projection({
  name: 'box-item',
  entity: BoxItemRow,
  key: 'itemId',
  handles: ['BoxItemAdded'] as const,
  keyOf: (event) => event.data.itemId,
  evolve(row, event): BoxItemRow | null {
    if (row && event.revision <= row.revision) return row;
    switch (event.type) {
      case 'BoxItemAdded': {
        const d = event.data;
        return {
          itemId: d.itemId,
          userId: d.userId,
          orderId: d.orderId,
          source: d.source,
          productId: d.productId,
          tier: d.tier ?? null,
          rarity: d.rarity ?? null,
          name: d.name,
          imageUrl: d.imageUrl,
          status: 'available',
          addedAt: new Date(event.metadata.occurredAt),
          revision: event.revision,
        };
      }
      default: {
        const unhandled: never = event.type;
        return unhandled;
      }
    }
  },
});
