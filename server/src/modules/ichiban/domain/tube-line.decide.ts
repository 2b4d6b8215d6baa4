// Who gets a held tube next: a first-come-first-served line on its own stream. Whether the tube is
// held, and by whom, is found out by the caller on the tube's stream and arrives in the command,
// like the clock (DESIGN.md decision 4).
import { constants, messages, type LineEvent } from '@shop/contracts';
import { DomainError } from '../../../platform/decider';
import { evolve, initialLine, offerPassable, type Line } from './tube-line.state';

export const tubeLineStreamId = (tubeId: string) => `tube-line-${tubeId}`;

type LineOf = { tubeId: string };
export type JoinLine = { type: 'JoinLine'; data: LineOf & { ticket: string; userId: string; holdEndsAt: Date | null }; now: Date };
export type LeaveLine = { type: 'LeaveLine'; data: LineOf & { userId: string } };
/**
 * Moves the line on: records a claim whose own record was lost, passes on an offer that ran out,
 * offers a free tube to the first in line, closes the line of a sold-out tube.
 */
export type PassOn = { type: 'PassOn'; data: LineOf & { holder: string | null; soldOut: boolean }; now: Date };
/** What the lock said to the offered shopper: they hold the tube now, or a hold rule refused them (with its words). */
export type ClaimOutcome = { held: true } | { held: false; message: string; holder: string | null };
export type ClaimOffer = { type: 'ClaimOffer'; data: LineOf & { userId: string; outcome: ClaimOutcome }; now: Date };
export type LineCommand = JoinLine | LeaveLine | PassOn | ClaimOffer;

/** 此籤筒已完售，無法排隊 */
export class LineClosedError extends DomainError {
  constructor() {
    super(messages.holdLine.closed);
  }
}
/** 排隊人數已滿 */
export class LineFull extends DomainError {
  constructor() {
    super(messages.holdLine.full);
  }
}

const second = 1000;
const fact = (tubeId: string, ticket: string, userId: string) => ({ container: 'tube' as const, containerId: tubeId, ticket, userId });

function joinLine(cmd: JoinLine, line: Line): LineEvent[] {
  const { tubeId, ticket, userId } = cmd.data;
  if (line.closed) throw new LineClosedError();
  // Joining again keeps the place already held.
  if (line.offer?.userId === userId || line.waiting.some((w) => w.userId === userId)) return [];
  if (line.waiting.length >= constants.holdLine.maxWaiting) throw new LineFull();
  const holdEndsAt = cmd.data.holdEndsAt?.toISOString() ?? null;
  return [{ type: 'LineJoined', data: { ...fact(tubeId, ticket, userId), joinedAt: cmd.now.toISOString(), holdEndsAt } }];
}

function leaveLine(cmd: LeaveLine, line: Line): LineEvent[] {
  const { tubeId, userId } = cmd.data;
  const entry = line.offer?.userId === userId ? line.offer : line.waiting.find((w) => w.userId === userId);
  return entry ? [{ type: 'LineLeft', data: fact(tubeId, entry.ticket, userId) }] : [];
}

/** The hold, offered to the first in line, when the tube is free and no offer runs. */
function offerNext(tubeId: string, line: Line, holder: string | null, now: Date): LineEvent[] {
  const first = line.waiting[0];
  if (!first || line.offer || holder !== null) return [];
  const expiresAt = new Date(now.getTime() + constants.holdLine.offerClaimSeconds * second);
  return [
    { type: 'HoldOffered', data: { ...fact(tubeId, first.ticket, first.userId), offeredAt: now.toISOString(), expiresAt: expiresAt.toISOString() } },
  ];
}

function passOn(cmd: PassOn, line: Line): LineEvent[] {
  const { tubeId, holder, soldOut } = cmd.data;
  if (line.closed) return [];
  if (soldOut) return [{ type: 'LineClosed', data: { container: 'tube', containerId: tubeId } }];
  const { offer } = line;
  if (!offer) return offerNext(tubeId, line, holder, cmd.now);
  // The offered shopper holds the tube: their claim locked it, its record did not follow.
  if (holder === offer.userId)
    return [{ type: 'OfferClaimed', data: { ...fact(tubeId, offer.ticket, offer.userId), claimedAt: cmd.now.toISOString() } }];
  if (!offerPassable(offer, cmd.now)) return [];
  const lapsed: LineEvent = { type: 'OfferLapsed', data: fact(tubeId, offer.ticket, offer.userId) };
  return [lapsed, ...offerNext(tubeId, evolve(line, lapsed), holder, cmd.now)];
}

function claimOffer(cmd: ClaimOffer, line: Line): LineEvent[] {
  const { tubeId, userId, outcome } = cmd.data;
  const { offer } = line;
  // Already recorded (a pass-on saw the claim's lock) or passed on: nothing to add.
  if (!offer || offer.userId !== userId) return [];
  if (outcome.held) return [{ type: 'OfferClaimed', data: { ...fact(tubeId, offer.ticket, userId), claimedAt: cmd.now.toISOString() } }];
  const refused: LineEvent = { type: 'OfferRefused', data: { ...fact(tubeId, offer.ticket, userId), message: outcome.message } };
  return [refused, ...offerNext(tubeId, evolve(line, refused), outcome.holder, cmd.now)];
}

export function decide(command: LineCommand, line: Line): LineEvent[] {
  switch (command.type) {
    case 'JoinLine':
      return joinLine(command, line);
    case 'LeaveLine':
      return leaveLine(command, line);
    case 'PassOn':
      return passOn(command, line);
    case 'ClaimOffer':
      return claimOffer(command, line);
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const tubeLineDecider = { initialState: initialLine, evolve, decide };
