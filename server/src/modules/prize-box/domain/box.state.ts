// The state of one member's prize box, folded from `box-<userId>`: what the decider needs to
// add an order's prizes once.
import type { BoxEvent } from '@shop/contracts';

export type Box = { orders: ReadonlySet<string> };

export const initialBox: Box = { orders: new Set() };

export function evolve(box: Box, event: BoxEvent): Box {
  switch (event.type) {
    case 'BoxItemAdded':
      return box.orders.has(event.data.orderId) ? box : { orders: new Set(box.orders).add(event.data.orderId) };
    default: {
      const unhandled: never = event.type;
      return unhandled;
    }
  }
}
