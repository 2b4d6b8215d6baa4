// The state of one gacha capsule machine, folded from its `gacha-<productId>` stream.
import { gachaEventHash, genesisHash, mapWith, PersistentMap, type GachaEvent, type GachaItem } from '@shop/contracts';

export interface CapsuleFact {
  round: number;
  position: number;
  itemId: string;
}

/** gacha-v3: a paid purchase holding a capsule until its beacon round is out. */
export interface Reservation {
  orderId: string;
  userId: string;
  /** Its place among the round's purchases: capsules are drawn in this order. */
  position: number;
  beaconRound: number;
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
  scheme?: 'gacha-v2' | 'gacha-v3';
  /** gacha-v3: the beacon key the round's draws verify against. */
  beaconPublicKey?: string;
  commitment: string;
  /** Capsules in the round, and how many are drawn. */
  total: number;
  sold: number;
  /** gacha-v3: capsules paid for this round (drawn or still waiting); the others' count equals `sold`. */
  reserved: number;
  /** gacha-v3: this round's paid capsules not drawn yet, in position order. */
  pending: ReadonlyMap<string, Reservation>;
  /** The beacon round the round's last reservation named (0 before any): later ones name no earlier round. */
  lastBeaconRound: number;
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
      beaconPublicKey: d.beaconPublicKey,
      commitment: d.commitment,
      total: d.items.reduce((n, item) => n + item.quantity, 0),
      sold: 0,
      reserved: 0,
      pending: new Map(),
      lastBeaconRound: 0,
      drawn: PersistentMap.of(),
      orders: machine.status === 'stocked' ? machine.orders : PersistentMap.of(),
      soldOut: false,
      revealed: false,
    };
  }
  if (machine.status !== 'stocked') return machine;
  switch (event.type) {
    case 'CapsuleReserved': {
      const { orderId, userId, position, beaconRound } = event.data;
      return {
        ...machine,
        reserved: machine.reserved + 1,
        pending: new Map(machine.pending).set(orderId, { orderId, userId, position, beaconRound }),
        lastBeaconRound: beaconRound,
      };
    }
    case 'CapsuleDrawn': {
      const { orderId, itemId, round, position } = event.data;
      const pending = new Map(machine.pending);
      pending.delete(orderId);
      return {
        ...machine,
        sold: machine.sold + 1,
        reserved: machine.scheme === 'gacha-v3' ? machine.reserved : machine.reserved + 1,
        pending,
        // Persistent maps: a machine's orders grow with every capsule sold, and one more shares them all instead of copying them.
        drawn: mapWith(machine.drawn, itemId, (machine.drawn.get(itemId) ?? 0) + 1),
        orders: mapWith(machine.orders, orderId, { round, position, itemId }),
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

/** Whether the machine sells now: stocked, capsules left unpaid for, its round's seed not published. */
export function isOnSale(machine: Machine): machine is StockedMachine {
  return machine.status === 'stocked' && !machine.soldOut && !machine.revealed && machine.reserved < machine.total;
}

/** Capsules still to be paid for this round (a gacha-v3 round's waiting ones are paid). */
export function unpaidCapsules(machine: StockedMachine): number {
  return machine.total - machine.reserved;
}

/** The next capsule to draw, when its beacon round decides it: the round's first waiting reservation. */
export function nextToDraw(machine: StockedMachine): Reservation | undefined {
  return machine.pending.values().next().value;
}

/**
 * The waiting capsules that may be drawn now, in position order: from the next to draw, while each
 * one's beacon round `isOut`, at most `max` (a later capsule never goes before an earlier one).
 */
export function dueToDraw(machine: StockedMachine, isOut: (beaconRound: number) => boolean, max: number): Reservation[] {
  const due: Reservation[] = [];
  for (const reservation of machine.pending.values()) {
    if (due.length >= max || !isOut(reservation.beaconRound)) break;
    due.push(reservation);
  }
  return due;
}
