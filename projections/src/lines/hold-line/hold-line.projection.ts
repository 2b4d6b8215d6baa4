// A line for a held tube or blind box, as its room sees it: tickets in order, the offer running, and what the
// wait estimate needs (when the running hold ends, how long a hand-over has taken so far).
import { constants } from '@shop/contracts';
import { projection, type ProjectedEvent } from '../../runner/projection';
import { HoldLineRow } from './hold-line.entity';

const handles = ['LineJoined', 'LineLeft', 'HoldOffered', 'OfferClaimed', 'OfferLapsed', 'OfferRefused', 'LineClosed'] as const;

const second = 1000;
/** How long a hold lasts when taken: a tube lock, a blind-box slot lock. */
const holdSeconds = { tube: constants.ichiban.lockDefaultSeconds, package: constants.blindbox.slotLockSeconds } as const;

export const holdLine = projection({
  name: 'hold-line',
  entity: HoldLineRow,
  key: 'lineId',
  handles,
  keyOf: (event) => event.streamId,
  evolve(row, event): HoldLineRow | null {
    if (row && event.revision <= row.revision) return row;
    return { ...lineAfter(row ?? emptyLine(event.streamId, event.data), event), revision: event.revision };
  },
});

function emptyLine(lineId: string, { container, containerId }: Pick<HoldLineRow, 'container' | 'containerId'>): HoldLineRow {
  return {
    lineId,
    container,
    containerId,
    waiting: [],
    offer: null,
    closed: false,
    holdEndsAt: null,
    lastOfferedAt: null,
    handOvers: 0,
    handOverMs: 0,
    revision: -1,
  };
}

function lineAfter(row: HoldLineRow, event: ProjectedEvent<(typeof handles)[number]>): HoldLineRow {
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
        holdEndsAt: new Date(Date.parse(event.data.claimedAt) + holdSeconds[row.container] * second),
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

function withoutTicket(row: HoldLineRow, ticket: string): HoldLineRow {
  return { ...row, waiting: row.waiting.filter((w) => w.ticket !== ticket), offer: row.offer?.ticket === ticket ? null : row.offer };
}

/**
 * The estimated seconds until each waiting shopper is offered the hold, at `now`: the running hold's
 * rest (or, while an offer runs, one whole turn), then one turn per shopper ahead. A turn is the mean
 * time between hand-overs seen on this line, the hold's full length until one was seen.
 */
export function lineEtas(
  row: Pick<HoldLineRow, 'container' | 'holdEndsAt' | 'handOvers' | 'handOverMs'> & { waiting: readonly unknown[]; offer: unknown },
  now: Date,
): number[] {
  const turnMs = row.handOvers > 0 ? row.handOverMs / row.handOvers : holdSeconds[row.container] * second;
  const firstMs = row.offer ? turnMs : row.holdEndsAt ? Math.max(0, row.holdEndsAt.getTime() - now.getTime()) : 0;
  return row.waiting.map((_, i) => Math.ceil((firstMs + i * turnMs) / second));
}

/** Seconds left to claim the running offer at `now` (0 once it ran out). */
export function offerRemainSeconds(offer: { expiresAt: string }, now: Date): number {
  return Math.max(0, Math.ceil((Date.parse(offer.expiresAt) - now.getTime()) / second));
}
