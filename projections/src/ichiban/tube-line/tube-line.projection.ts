// The line for a held tube, as its room sees it: tickets in order, the offer running, and what the
// wait estimate needs (when the running hold ends, how long a hand-over has taken so far).
import { constants } from '@shop/contracts';
import { projection, type ProjectedEvent } from '../../runner/projection';
import { TubeLineRow } from './tube-line.entity';

const handles = ['LineJoined', 'LineLeft', 'HoldOffered', 'OfferClaimed', 'OfferLapsed', 'OfferRefused', 'LineClosed'] as const;

const second = 1000;

export const tubeLine = projection({
  name: 'tube-line',
  entity: TubeLineRow,
  key: 'tubeId',
  handles,
  keyOf: (event) => event.data.containerId,
  evolve(row, event): TubeLineRow | null {
    if (row && event.revision <= row.revision) return row;
    return { ...lineAfter(row ?? emptyLine(event.data.containerId), event), revision: event.revision };
  },
});

function emptyLine(tubeId: string): TubeLineRow {
  return { tubeId, waiting: [], offer: null, closed: false, holdEndsAt: null, lastOfferedAt: null, handOvers: 0, handOverMs: 0, revision: -1 };
}

function lineAfter(row: TubeLineRow, event: ProjectedEvent<(typeof handles)[number]>): TubeLineRow {
  switch (event.type) {
    case 'LineJoined': {
      const { ticket, userId, holdEndsAt } = event.data;
      const known = row.holdEndsAt ?? (holdEndsAt ? new Date(holdEndsAt) : null);
      return { ...row, waiting: [...row.waiting, { ticket, userId }], holdEndsAt: known };
    }
    case 'HoldOffered': {
      const { ticket, userId, offeredAt, expiresAt } = event.data;
      const at = new Date(offeredAt);
      const measured = row.lastOfferedAt
        ? { handOvers: row.handOvers + 1, handOverMs: row.handOverMs + (at.getTime() - row.lastOfferedAt.getTime()) }
        : {};
      return {
        ...row,
        ...measured,
        waiting: row.waiting.filter((w) => w.ticket !== ticket),
        offer: { ticket, userId, expiresAt },
        holdEndsAt: null,
        lastOfferedAt: at,
      };
    }
    case 'OfferClaimed':
      return {
        ...withoutTicket(row, event.data.ticket),
        holdEndsAt: new Date(Date.parse(event.data.claimedAt) + constants.ichiban.lockDefaultSeconds * second),
      };
    case 'LineLeft':
    case 'OfferLapsed':
    case 'OfferRefused':
      return withoutTicket(row, event.data.ticket);
    case 'LineClosed':
      return { ...row, waiting: [], offer: null, closed: true, holdEndsAt: null };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

function withoutTicket(row: TubeLineRow, ticket: string): TubeLineRow {
  return { ...row, waiting: row.waiting.filter((w) => w.ticket !== ticket), offer: row.offer?.ticket === ticket ? null : row.offer };
}

/**
 * The estimated seconds until each waiting shopper is offered the hold, at `now`: the running hold's
 * rest (or, while an offer runs, one whole turn), then one turn per shopper ahead. A turn is the mean
 * time between hand-overs seen on this line, the lock's full length until one was seen.
 */
export function lineEtas(
  row: Pick<TubeLineRow, 'holdEndsAt' | 'handOvers' | 'handOverMs'> & { waiting: readonly unknown[]; offer: unknown },
  now: Date,
): number[] {
  const turnMs = row.handOvers > 0 ? row.handOverMs / row.handOvers : constants.ichiban.lockDefaultSeconds * second;
  const firstMs = row.offer ? turnMs : row.holdEndsAt ? Math.max(0, row.holdEndsAt.getTime() - now.getTime()) : 0;
  return row.waiting.map((_, i) => Math.ceil((firstMs + i * turnMs) / second));
}

/** Seconds left to claim the running offer at `now` (0 once it ran out). */
export function offerRemainSeconds(offer: { expiresAt: string }, now: Date): number {
  return Math.max(0, Math.ceil((Date.parse(offer.expiresAt) - now.getTime()) / second));
}
