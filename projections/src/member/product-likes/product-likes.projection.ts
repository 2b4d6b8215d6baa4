// The products each member likes now: a like adds the row, an unlike removes it.
import { projection } from '../../runner/projection';
import { ProductLikeRow } from './product-like.entity';

export const productLikes = projection({
  name: 'product-likes',
  entity: ProductLikeRow,
  key: 'id',
  handles: ['ProductLiked', 'ProductUnliked'] as const,
  keyOf: (event) => `${event.data.userId}:${event.data.productId}`,
  evolve(row, event): ProductLikeRow | null {
    // Rows keep the revision they were built from: an event already applied changes nothing.
    if (row && row.revision >= event.revision) return row;
    switch (event.type) {
      case 'ProductLiked':
        return {
          id: `${event.data.userId}:${event.data.productId}`,
          userId: event.data.userId,
          productId: event.data.productId,
          likedAt: new Date(event.metadata.occurredAt),
          revision: event.revision,
        };
      case 'ProductUnliked':
        return null;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});
