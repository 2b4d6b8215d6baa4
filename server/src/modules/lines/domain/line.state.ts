// The line of shoppers waiting for a held container (a tube, a blind box), folded from its
// `<container>-line-<id>` stream.
import { constants, type LineEvent } from '@shop/contracts';

export interface LineWaiting {
  ticket: string;
  userId: string;
}

export interface LineOffer {
  ticket: string;
  userId: string;
  /** Epoch milliseconds: the claim is refused from here on. */
  expiresAt: number;
}

export interface Line {
  /** First first. */
  waiting: readonly LineWaiting[];
  offer: LineOffer | null;
  closed: boolean;
}

export const initialLine: Line = { waiting: [], offer: null, closed: false };

export function evolve(line: Line, event: LineEvent): Line {
  switch (event.type) {
    case 'LineJoined':
      return { ...line, waiting: [...line.waiting, { ticket: event.data.ticket, userId: event.data.userId }] };
    case 'HoldOffered': {
      const { ticket, userId, expiresAt } = event.data;
      return { ...line, waiting: line.waiting.filter((w) => w.ticket !== ticket), offer: { ticket, userId, expiresAt: Date.parse(expiresAt) } };
    }
    case 'LineLeft':
    case 'OfferClaimed':
    case 'OfferLapsed':
    case 'OfferRefused': {
      const { ticket } = event.data;
      return { ...line, waiting: line.waiting.filter((w) => w.ticket !== ticket), offer: line.offer?.ticket === ticket ? null : line.offer };
    }
    case 'LineClosed':
      return { waiting: [], offer: null, closed: true };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

const second = 1000;

/** The member's entry: waiting (place from 1) or offered (place 0). */
export function placeOf(line: Line, userId: string): { ticket: string; place: number; offer: LineOffer | null } | null {
  if (line.offer?.userId === userId) return { ticket: line.offer.ticket, place: 0, offer: line.offer };
  const index = line.waiting.findIndex((w) => w.userId === userId);
  return index < 0 ? null : { ticket: line.waiting[index]!.ticket, place: index + 1, offer: null };
}

/** Whether an offer may still be passed on: the grace after its end lets a claim decided just in time be recorded. */
export function offerPassable(offer: LineOffer, now: Date): boolean {
  return now.getTime() >= offer.expiresAt + constants.holdLine.offerPassGraceSeconds * second;
}

/**
 * Whether the line stands between `userId` and a free hold at `now`: null when they may take it
 * (nobody waits, or the hold is offered to them and the offer runs), else the seconds to tell a
 * shopper polling the lock (the 423's countdown).
 */
export function lineAhead(line: Line, userId: string, now: Date): { remainSeconds: number } | null {
  const { offer } = line;
  const at = now.getTime();
  if (offer && offer.userId === userId && at < offer.expiresAt) return null;
  if (offer && !offerPassable(offer, now)) return { remainSeconds: Math.max(1, Math.ceil((offer.expiresAt - at) / second)) };
  if (line.waiting.length === 0) return null;
  return { remainSeconds: constants.holdLine.offerClaimSeconds };
}
