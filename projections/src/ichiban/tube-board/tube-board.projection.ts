// The live board of a tube: drawn numbers and their tiers, lock, remaining counts, sell-out and the revealed seed.
import { laidOutTiers, tubeEventHash, type ChainHead, type PrizeTier } from '@shop/contracts';
import { projection, type ProjectedEvent } from '../../runner/projection';
import { TubeBoardRow } from './tube-board.entity';

const handles = [
  'TubeOpened',
  'TubeLocked',
  'TubeLockReleased',
  'TicketsReserved',
  'TicketReservationEnded',
  'TicketDrawn',
  'TubeSoldOut',
  'TubeSeedRevealed',
] as const;
type TubeBoardEvent = ProjectedEvent<(typeof handles)[number]>;

export const tubeBoard = projection({
  name: 'tube-board',
  entity: TubeBoardRow,
  key: 'tubeId',
  handles,
  keyOf: (event) => event.data.tubeId,
  evolve(row, event): TubeBoardRow | null {
    if (row && event.revision <= row.revision) return row;
    // Every tube event moves the chain head, whatever else it changes.
    const next = boardAfter(row, event);
    return next && { ...next, headHash: tubeEventHash(event) };
  },
});

function boardAfter(row: TubeBoardRow | null, event: TubeBoardEvent): TubeBoardRow | null {
  switch (event.type) {
    case 'TubeOpened':
      return {
        tubeId: event.data.tubeId,
        productId: event.data.productId,
        totalTickets: event.data.totalTickets,
        drawnNumbers: [],
        prizes: event.data.prizes,
        hasLastPrize: event.data.prizes.some((p) => p.tier === 'LAST'),
        lockUserId: null,
        lockExpiresAt: null,
        reservations: [],
        drawnTiers: {},
        soldOut: false,
        commitment: event.data.commitment,
        revealedSeed: null,
        revealedBeaconRandomness: null,
        headHash: null,
        openedAt: new Date(event.metadata.occurredAt),
        revision: event.revision,
      };
    case 'TubeLocked':
      if (!row) return null;
      return { ...row, lockUserId: event.data.userId, lockExpiresAt: new Date(event.data.expiresAt), revision: event.revision };
    case 'TubeLockReleased':
      if (!row) return null;
      return { ...row, lockUserId: null, lockExpiresAt: null, revision: event.revision };
    case 'TicketsReserved': {
      if (!row) return null;
      const { orderId, numbers, count, expiresAt } = event.data;
      return { ...row, reservations: [...row.reservations, { orderId, numbers, count, expiresAt }], revision: event.revision };
    }
    case 'TicketReservationEnded':
      if (!row) return null;
      return { ...row, reservations: row.reservations.filter((r) => r.orderId !== event.data.orderId), revision: event.revision };
    case 'TicketDrawn':
      if (!row) return null;
      return {
        ...row,
        reservations: row.reservations.filter((r) => r.orderId !== event.data.orderId),
        drawnNumbers: [...row.drawnNumbers, event.data.number].sort((a, b) => a - b),
        drawnTiers: { ...row.drawnTiers, [event.data.number]: event.data.tier },
        revision: event.revision,
      };
    case 'TubeSoldOut':
      if (!row) return null;
      return { ...row, soldOut: true, revision: event.revision };
    case 'TubeSeedRevealed':
      if (!row) return null;
      return { ...row, revealedSeed: event.data.seed, revealedBeaconRandomness: event.data.beaconRandomness ?? null, revision: event.revision };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

export function remainingTickets(row: Pick<TubeBoardRow, 'totalTickets' | 'drawnNumbers'>): number {
  return row.totalTickets - row.drawnNumbers.length;
}

/**
 * What card orders pending payment keep at `now`: the numbers they picked (shown as taken) and how
 * many tickets in all, which nobody else can take meanwhile.
 */
export function reservedTickets(row: Pick<TubeBoardRow, 'reservations'>, now: Date): { numbers: number[]; count: number } {
  const active = row.reservations.filter((r) => Date.parse(r.expiresAt) > now.getTime());
  return {
    numbers: active.flatMap((r) => r.numbers ?? []).sort((a, b) => a - b),
    count: active.reduce((n, r) => n + r.count, 0),
  };
}

/** Tickets a new order may still take at `now`: neither drawn nor kept by a pending card order. */
export function availableTickets(row: Pick<TubeBoardRow, 'totalTickets' | 'drawnNumbers' | 'reservations'>, now: Date): number {
  return Math.max(0, remainingTickets(row) - reservedTickets(row, now).count);
}

/** The chain head a watcher keeps (docs/fairness.md §3) of a board (tube, capsule machine or blind box): its last event's hash at its revision; null on rows built before heads were kept. */
export function chainHeadOf(row: { revision: number; headHash: string | null }): ChainHead | null {
  return row.headHash ? { revision: row.revision, hash: row.headHash } : null;
}

/** Seconds left on the tube's lock at `now`; 0 when free or expired. */
export function lockRemainSeconds(row: Pick<TubeBoardRow, 'lockExpiresAt'>, now: Date): number {
  if (!row.lockExpiresAt) return 0;
  return Math.max(0, Math.ceil((row.lockExpiresAt.getTime() - now.getTime()) / 1000));
}

export interface TierCountRow {
  tier: PrizeTier;
  total: number;
  remaining: number;
}

/** Per tier, A..G then LAST: how many the tube holds and how many are still in it. */
export function tierCounts(row: Pick<TubeBoardRow, 'prizes' | 'drawnTiers' | 'soldOut'>): TierCountRow[] {
  const drawn = new Map<string, number>();
  for (const tier of Object.values(row.drawnTiers)) drawn.set(tier, (drawn.get(tier) ?? 0) + 1);
  const out: TierCountRow[] = [];
  for (const tier of laidOutTiers) {
    const total = row.prizes.filter((p) => p.tier === tier).reduce((n, p) => n + p.quantity, 0);
    if (total > 0) out.push({ tier, total, remaining: total - (drawn.get(tier) ?? 0) });
  }
  if (row.prizes.some((p) => p.tier === 'LAST')) out.push({ tier: 'LAST', total: 1, remaining: row.soldOut ? 0 : 1 });
  return out;
}
