import { deciderSpec } from '../../../testing/decider-spec';
import { likesDecider } from './likes.decide';

const spec = deciderSpec(likesDecider);
const toggle = (productId: string) => ({ type: 'ToggleLike' as const, data: { userId: 'u1', productId } });

describe('likes', () => {
  it('likes a product not liked yet, and unlikes a liked one', () => {
    spec
      .given()
      .when(toggle('1001'))
      .then([{ type: 'ProductLiked', data: { userId: 'u1', productId: '1001' } }]);
    spec
      .given({ type: 'ProductLiked', data: { userId: 'u1', productId: '1001' } })
      .when(toggle('1001'))
      .then([{ type: 'ProductUnliked', data: { userId: 'u1', productId: '1001' } }]);
  });

  it('keeps the liked ids in the order they were (last) liked', () => {
    const { state } = spec.given(
      { type: 'ProductLiked', data: { userId: 'u1', productId: 'a' } },
      { type: 'ProductLiked', data: { userId: 'u1', productId: 'b' } },
      { type: 'ProductUnliked', data: { userId: 'u1', productId: 'a' } },
      { type: 'ProductLiked', data: { userId: 'u1', productId: 'a' } },
    );
    expect(state.productIds).toEqual(['b', 'a']);
  });
});
