// The state of one ichiban tube, folded from its `tube-<id>` stream.
import { genesisHash, mapWith, PersistentMap, tubeEventHash, type TubeEvent, type TubeOpened } from '@shop/contracts';

export interface TubeLock {
  userId: string;
  /** Epoch milliseconds; a lock past this instant is free to the next command. */
  expiresAt: number;
  /** Epoch milliseconds: when the holder first took it. No renewal reaches past this + 480 s. */
  heldSince: number;
  /** Whether the holder bought while holding it: a lock that lapses unbought starts a cooldown. */
  bought: boolean;
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
      drawn: PersistentMap.of(),
      orders: PersistentMap.of(),
      lock: null,
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
    // Legacy: older card orders kept their tickets until paid or their deadline. A card order now
    // holds nothing until it is paid (an older one still pending draws then, if its tickets are
    // free); the events only carry the hash chain on.
    case 'TicketsReserved':
    case 'TicketReservationEnded':
      return tube;
    case 'TicketDrawn': {
      const { number, orderId, userId, tier, prizeName } = event.data;
      // Persistent maps: one more ticket shares the rest instead of copying every ticket drawn so far.
      const drawn = mapWith(tube.drawn, number, { number, orderId, userId, tier, prizeName });
      const orders = mapWith(tube.orders, orderId, [...(tube.orders.get(orderId) ?? []), number]);
      const lock = tube.lock && tube.lock.userId === userId ? { ...tube.lock, bought: true } : tube.lock;
      return { ...tube, drawn, orders, lock, lastDrawer: userId };
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

/** When `userId`'s last lock on this tube ran out unbought (epoch ms, at or before `now`), or null. */
export function lastLapse(tube: Tube, userId: string, now: Date): number | null {
  const lapsed = lapsedUnbought(tube, userId);
  return lapsed !== null && lapsed <= now.getTime() ? lapsed : null;
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
