// Liked products on `likes-<userId>`: a toggle likes a product the member does not like yet and
// unlikes one they do. Whether the product exists is checked before the command is built.
import type { LikeEvent } from '@shop/contracts';

export interface Likes {
  /** Liked product ids, oldest like first. */
  productIds: string[];
}

export const initialLikes: Likes = { productIds: [] };

export function evolve(state: Likes, event: LikeEvent): Likes {
  switch (event.type) {
    case 'ProductLiked':
      return { productIds: [...state.productIds.filter((id) => id !== event.data.productId), event.data.productId] };
    case 'ProductUnliked':
      return { productIds: state.productIds.filter((id) => id !== event.data.productId) };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

export type ToggleLike = { type: 'ToggleLike'; data: { userId: string; productId: string } };

export function decide(command: ToggleLike, state: Likes): LikeEvent[] {
  const { userId, productId } = command.data;
  return state.productIds.includes(productId)
    ? [{ type: 'ProductUnliked', data: { userId, productId } }]
    : [{ type: 'ProductLiked', data: { userId, productId } }];
}

export const likesStreamId = (userId: string) => `likes-${userId}`;
export const likesDecider = { initialState: initialLikes, evolve, decide };
