// The state of one ichiban tube, folded from its `tube-<id>` stream.
import { genesisHash, tubeEventHash, type TubeEvent, type TubeOpened } from '@shop/contracts';

export interface TubeLock {
  userId: string;
  /** Epoch milliseconds; a lock past this instant is free to the next command. */
  expiresAt: number;
  /** Epoch milliseconds: when the holder first took it. No renewal reaches past this + 480 s. */
  heldSince: number;
  /** Whether the holder bought while holding it: a lock that lapses unbought starts a cooldown. */
  bought: boolean;
}

/**
 * What a card order keeps while it waits for its payment: its picked numbers, or (numbers null)
 * `count` of the free tickets. It holds until the order draws, ends it, or `expiresAt` passes.
 */
export interface TicketReservation {
  orderId: string;
  userId: string;
  numbers: readonly number[] | null;
  count: number;
  /** Epoch milliseconds: the order's payment deadline. */
  expiresAt: number;
}

export interface DrawnTicketFact {
  number: number;
  orderId: string;
  userId: string;
  tier: string;
  prizeName: string;
}

export type OpenTubeState = {
  status: 'open';
  /** Hash of the stream's last event: the next event's `prevHash`. */
  lastHash: string;
  tubeId: string;
  productId: string;
  totalTickets: number;
  prizes: TubeOpened['data']['prizes'];
  commitment: string;
  /** The beacon round named at opening and the key it is checked against (docs/fairness.md §7); null for tubes opened without one. */
  beacon: { round: number; publicKey: string } | null;
  drawn: ReadonlyMap<number, DrawnTicketFact>;
  /** Orders that have drawn here, with their numbers in draw order: a retried draw changes nothing. */
  orders: ReadonlyMap<string, readonly number[]>;
  lock: TubeLock | null;
  /**
   * Card orders' reservations by order id, until the order draws or ends them; one past its
   * `expiresAt` holds nothing (activeReservations) and tells that its member let it lapse.
   */
  reservations: ReadonlyMap<string, TicketReservation>;
  /** When each member's last lock here lapsed without a purchase (epoch ms), once another lock followed it. */
  lapses: ReadonlyMap<string, number>;
  /** Who drew the tickets just folded: a purchase's own TubeLocked follows them and starts bought. */
  lastDrawer: string | null;
  lastPrize: { orderId: string; userId: string; number: number; prizeName: string } | null;
  soldOut: boolean;
  revealed: boolean;
};

export type Tube = { status: 'unopened'; lastHash: string } | OpenTubeState;

export const initialTube: Tube = { status: 'unopened', lastHash: genesisHash };

/**
 * Hashes of the events `decide` just linked into the chain (it hashes each to link the next): a
 * purchase folds the events it decided, and takes their hashes from here instead of hashing them
 * again. Events read from the store are new objects, hashed when folded.
 */
const linkedHashes = new WeakMap<TubeEvent, string>();

/** Remembers the hash of an event `decide` linked (events are never changed once made). */
export function rememberLinkedHash(event: TubeEvent, hash: string): void {
  linkedHashes.set(event, hash);
}

export function evolve(tube: Tube, event: TubeEvent): Tube {
  return { ...evolveFacts(tube, event), lastHash: linkedHashes.get(event) ?? tubeEventHash(event) };
}

function evolveFacts(tube: Tube, event: TubeEvent): Tube {
  if (event.type === 'TubeOpened') {
    const d = event.data;
    return {
      status: 'open',
      lastHash: tube.lastHash,
      tubeId: d.tubeId,
      productId: d.productId,
      totalTickets: d.totalTickets,
      prizes: d.prizes,
      commitment: d.commitment,
      beacon: d.beaconRound !== undefined && d.beaconPublicKey !== undefined ? { round: d.beaconRound, publicKey: d.beaconPublicKey } : null,
      drawn: new Map(),
      orders: new Map(),
      lock: null,
      reservations: new Map(),
      lapses: new Map(),
      lastDrawer: null,
      lastPrize: null,
      soldOut: false,
      revealed: false,
    };
  }
  if (tube.status !== 'open') return tube;
  switch (event.type) {
    case 'TubeLocked': {
      const { userId, lockedAt, expiresAt, heldSince } = event.data;
      // Events written before `heldSince` existed: a renewal of a lock the same holder still
      // held keeps its start; anything else starts at lockedAt.
      const renewed = tube.lock && tube.lock.userId === userId && tube.lock.expiresAt > Date.parse(lockedAt);
      const since = heldSince ? Date.parse(heldSince) : renewed ? tube.lock!.heldSince : Date.parse(lockedAt);
      const at = Date.parse(lockedAt);
      const prior = tube.lock;
      // The lock before this one ended by lapsing, unbought: its holder's cooldown is remembered.
      const lapses = prior && !prior.bought && prior.expiresAt <= at ? new Map(tube.lapses).set(prior.userId, prior.expiresAt) : tube.lapses;
      return {
        ...tube,
        lapses,
        lastDrawer: null,
        lock: { userId, expiresAt: Date.parse(expiresAt), heldSince: since, bought: Boolean(renewed && prior!.bought) || tube.lastDrawer === userId },
      };
    }
    case 'TubeLockReleased':
      return { ...tube, lock: null };
    case 'TicketsReserved': {
      const { orderId, userId, numbers, count, expiresAt } = event.data;
      return {
        ...tube,
        reservations: new Map(tube.reservations).set(orderId, { orderId, userId, numbers, count, expiresAt: Date.parse(expiresAt) }),
      };
    }
    case 'TicketReservationEnded':
      return { ...tube, reservations: withoutReservation(tube.reservations, event.data.orderId) };
    case 'TicketDrawn': {
      const { number, orderId, userId, tier, prizeName } = event.data;
      const drawn = new Map(tube.drawn).set(number, { number, orderId, userId, tier, prizeName });
      const orders = new Map(tube.orders).set(orderId, [...(tube.orders.get(orderId) ?? []), number]);
      // A card order's own lock (older orders held the whole tube) is bought; a reserved order took
      // nobody's lock, and its reservation ends with its tickets drawn.
      const lock = tube.lock && tube.lock.userId === userId && !tube.reservations.has(orderId) ? { ...tube.lock, bought: true } : tube.lock;
      const reservations = withoutReservation(tube.reservations, orderId);
      return { ...tube, drawn, orders, lock, reservations, lastDrawer: tube.reservations.has(orderId) ? tube.lastDrawer : userId };
    }
    case 'LastPrizeAwarded': {
      const { orderId, userId, number, prizeName } = event.data;
      return { ...tube, lastPrize: { orderId, userId, number, prizeName } };
    }
    case 'TubeSoldOut':
      return { ...tube, soldOut: true };
    case 'TubeSeedRevealed':
      return { ...tube, revealed: true };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

function withoutReservation(reservations: ReadonlyMap<string, TicketReservation>, orderId: string): ReadonlyMap<string, TicketReservation> {
  if (!reservations.has(orderId)) return reservations;
  const rest = new Map(reservations);
  rest.delete(orderId);
  return rest;
}

/** The reservations that still hold at `now`: their orders may still be paid. */
export function activeReservations(tube: Tube, now: Date): TicketReservation[] {
  if (tube.status !== 'open') return [];
  return [...tube.reservations.values()].filter((r) => r.expiresAt > now.getTime());
}

/**
 * What `now`'s reservations keep from an order (`orderId`, null for none): the numbers they name
 * and how many more free tickets they count on.
 */
export function reservedFrom(tube: Tube, orderId: string | null, now: Date): { numbers: ReadonlySet<number>; count: number } {
  const numbers = new Set<number>();
  let count = 0;
  for (const r of activeReservations(tube, now)) {
    if (r.orderId === orderId) continue;
    if (r.numbers) r.numbers.forEach((n) => numbers.add(n));
    else count += r.count;
  }
  return { numbers, count };
}

/** How many tickets an order (`orderId`, null for a new one) may still take at `now`: undrawn and not kept by others' reservations. */
export function availableTickets(tube: Tube, orderId: string | null, now: Date): number {
  if (tube.status !== 'open') return 0;
  const reserved = reservedFrom(tube, orderId, now);
  // Drawn and reserved numbers are all tickets of this tube (the decider checks picks): counted,
  // not searched for among every number, which a purchase did twice.
  let keptUndrawn = 0;
  for (const n of reserved.numbers) if (!tube.drawn.has(n)) keptUndrawn++;
  return Math.max(0, tube.totalTickets - tube.drawn.size - keptUndrawn - reserved.count);
}

/**
 * When `userId`'s last hold on this tube ran out unbought (epoch ms, at or before `now`), or null:
 * a lock that lapsed, or a card order's reservation whose deadline passed unpaid.
 */
export function lastLapse(tube: Tube, userId: string, now: Date): number | null {
  if (tube.status !== 'open') return null;
  const lock = lapsedUnbought(tube, userId);
  let latest = lock !== null && lock <= now.getTime() ? lock : null;
  for (const r of tube.reservations.values())
    if (r.userId === userId && r.expiresAt <= now.getTime() && (latest === null || r.expiresAt > latest)) latest = r.expiresAt;
  return latest;
}

/** The lock that still holds at `now`, if any. */
export function activeLock(tube: Tube, now: Date): TubeLock | null {
  if (tube.status !== 'open' || !tube.lock) return null;
  return tube.lock.expiresAt > now.getTime() ? tube.lock : null;
}

/**
 * When `userId`'s last lock on this tube lapsed without a purchase (epoch ms), or null. A lock
 * still in the state is judged by its expiry (the caller compares it with its clock).
 */
export function lapsedUnbought(tube: Tube, userId: string): number | null {
  if (tube.status !== 'open') return null;
  if (tube.lock && tube.lock.userId === userId) return tube.lock.bought ? null : tube.lock.expiresAt;
  return tube.lapses.get(userId) ?? null;
}
