// Every capsule sold, by order: the gacha history and the collections read it.
import { projection } from '../../runner/projection';
import { GachaDrawRow } from './gacha-draw.entity';

export const gachaDraw = projection({
  name: 'gacha-draw',
  entity: GachaDrawRow,
  key: 'orderId',
  handles: ['CapsuleDrawn'] as const,
  keyOf: (event) => event.data.orderId,
  evolve(row, event): GachaDrawRow | null {
    if (row) return row;
    const d = event.data;
    return {
      orderId: d.orderId,
      userId: d.userId,
      machineId: d.machineId,
      round: d.round,
      position: d.position,
      itemId: d.itemId,
      itemName: d.itemName,
      rarity: d.rarity,
      drawnAt: new Date(event.metadata.occurredAt),
    };
  },
});
