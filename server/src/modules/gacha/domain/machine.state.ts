// The state of one gacha capsule machine, folded from its `gacha-<productId>` stream.
import { gachaEventHash, genesisHash, type GachaEvent, type GachaItem } from '@shop/contracts';

export interface CapsuleFact {
  round: number;
  position: number;
  itemId: string;
}

export type StockedMachine = {
  status: 'stocked';
  /** Hash of the stream's last event: the next event's `prevHash`. */
  lastHash: string;
  machineId: string;
  productId: string;
  round: number;
  items: readonly GachaItem[];
  /** The round's fairness scheme: absent for "gacha-v1" rounds. */
  scheme?: 'gacha-v2';
  commitment: string;
  /** Capsules in the round, and how many are sold. */
  total: number;
  sold: number;
  /** Capsules of each item sold this round. */
  drawn: ReadonlyMap<string, number>;
  /** Every order that took a capsule here, in any round: a retried draw changes nothing. */
  orders: ReadonlyMap<string, CapsuleFact>;
  soldOut: boolean;
  /** The current round's seed is published: no more draws until a restock. */
  revealed: boolean;
};

export type Machine = { status: 'empty'; lastHash: string } | StockedMachine;

export const initialMachine: Machine = { status: 'empty', lastHash: genesisHash };

export function evolve(machine: Machine, event: GachaEvent): Machine {
  return { ...evolveFacts(machine, event), lastHash: gachaEventHash(event) };
}

function evolveFacts(machine: Machine, event: GachaEvent): Machine {
  if (event.type === 'GachaStocked') {
    const d = event.data;
    return {
      status: 'stocked',
      lastHash: machine.lastHash,
      machineId: d.machineId,
      productId: d.productId,
      round: d.round,
      items: d.items,
      scheme: d.scheme,
      commitment: d.commitment,
      total: d.items.reduce((n, item) => n + item.quantity, 0),
      sold: 0,
      drawn: new Map(),
      orders: machine.status === 'stocked' ? machine.orders : new Map(),
      soldOut: false,
      revealed: false,
    };
  }
  if (machine.status !== 'stocked') return machine;
  switch (event.type) {
    case 'CapsuleDrawn': {
      const { orderId, itemId, round, position } = event.data;
      return {
        ...machine,
        sold: machine.sold + 1,
        drawn: new Map(machine.drawn).set(itemId, (machine.drawn.get(itemId) ?? 0) + 1),
        orders: new Map(machine.orders).set(orderId, { round, position, itemId }),
      };
    }
    case 'GachaSoldOut':
      return { ...machine, soldOut: true };
    case 'GachaSeedRevealed':
      return { ...machine, revealed: true };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/** Capsules of each item still in the machine this round. */
export function remainingOf(machine: StockedMachine, itemId: string): number {
  const item = machine.items.find((i) => i.id === itemId);
  return item ? item.quantity - (machine.drawn.get(itemId) ?? 0) : 0;
}

/** Whether the machine sells now: stocked, capsules left, its round's seed not published. */
export function isOnSale(machine: Machine): machine is StockedMachine {
  return machine.status === 'stocked' && !machine.soldOut && !machine.revealed && machine.sold < machine.total;
}
