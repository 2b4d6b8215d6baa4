import type { BoxEvent } from '@shop/contracts';
import { deciderSpec } from '../../../testing/decider-spec';
import { EmptyBoxAddition, boxDecider } from './box.decide';

const spec = deciderSpec(boxDecider);
const item = { itemId: 'o1-3', source: 'ichiban' as const, productId: 'p1', tier: 'A' as const, name: 'A賞', imageUrl: '/a.png' };
const add = { type: 'AddBoxItems' as const, data: { userId: 'u1', orderId: 'o1', items: [item] } };
const added: BoxEvent = { type: 'BoxItemAdded', data: { ...item, userId: 'u1', orderId: 'o1' } };

describe('the prize box', () => {
  it('adds an order’s prizes', () => spec.given().when(add).then([added]));
  it('adds them once however often the step runs', () => spec.given(added).when(add).thenNothingHappens());
  it('refuses an addition with nothing in it', () =>
    spec
      .given()
      .when({ ...add, data: { ...add.data, items: [] } })
      .thenThrows(EmptyBoxAddition));
});
