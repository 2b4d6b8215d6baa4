// What may happen to a prize box. Adding an order's prizes is idempotent per order.
import type { BoxEvent, BoxItemAdded } from '@shop/contracts';
import { DomainError } from '../../../platform/decider';
import { evolve, initialBox, type Box } from './box.state';

type Item = Omit<BoxItemAdded['data'], 'userId' | 'orderId'>;
export type AddBoxItems = { type: 'AddBoxItems'; data: { userId: string; orderId: string; items: readonly Item[] } };
export type BoxCommand = AddBoxItems;

export class EmptyBoxAddition extends DomainError {}

export function decide(cmd: BoxCommand, box: Box): BoxEvent[] {
  switch (cmd.type) {
    case 'AddBoxItems': {
      const { userId, orderId, items } = cmd.data;
      if (box.orders.has(orderId)) return [];
      if (items.length === 0) throw new EmptyBoxAddition(`order ${orderId} adds no items`);
      return items.map((item) => ({ type: 'BoxItemAdded', data: { ...item, userId, orderId } }));
    }
    default: {
      const unhandled: never = cmd.type;
      return unhandled;
    }
  }
}

export const boxDecider = { initialState: initialBox, evolve, decide };

export const boxStreamId = (userId: string) => `box-${userId}`;
