// Who gets a held tube or blind box next: a first-come-first-served line on its own stream. Whether
// the container has a free hold, and whether the offered shopper holds one, is found out by the
// caller on the container's stream and arrives in the command, like the clock (DESIGN.md decision 4).
import { constants, messages, type LineContainer, type LineEvent } from '@shop/contracts';
import { DomainError } from '../../../platform/decider';
import { evolve, initialLine, offerPassable, type Line } from './line.state';

export const lineStreamId = (container: LineContainer, containerId: string) => `${container}-line-${containerId}`;

type LineOf = { container: LineContainer; containerId: string };
export type JoinLine = { type: 'JoinLine'; data: LineOf & { ticket: string; userId: string; holdEndsAt: Date | null }; now: Date };
export type LeaveLine = { type: 'LeaveLine'; data: LineOf & { userId: string } };
/**
 * Moves the line on: records a claim whose own record was lost, passes on an offer that ran out,
 * offers a free hold to the first in line, closes the line of a sold-out container.
 */
export type PassOn = {
  type: 'PassOn';
  /** `free`: a hold can be taken now; `offeredHolds`: the shopper offered it holds one here now. */
  data: LineOf & { free: boolean; offeredHolds: boolean; soldOut: boolean };
  now: Date;
};
/** What the lock said to the offered shopper: they hold it now, or a hold rule refused them (with its words). */
export type ClaimOutcome = { held: true } | { held: false; message: string; free: boolean };
export type ClaimOffer = { type: 'ClaimOffer'; data: LineOf & { userId: string; outcome: ClaimOutcome }; now: Date };
export type LineCommand = JoinLine | LeaveLine | PassOn | ClaimOffer;

/** 已完售，無法排隊 */
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
const fact = (line: LineOf, ticket: string, userId: string) => ({ container: line.container, containerId: line.containerId, ticket, userId });

function joinLine(cmd: JoinLine, line: Line): LineEvent[] {
  const { ticket, userId } = cmd.data;
  if (line.closed) throw new LineClosedError();
  // Joining again keeps the place already held.
  if (line.offer?.userId === userId || line.waiting.some((w) => w.userId === userId)) return [];
  if (line.waiting.length >= constants.holdLine.maxWaiting) throw new LineFull();
  const holdEndsAt = cmd.data.holdEndsAt?.toISOString() ?? null;
  return [{ type: 'LineJoined', data: { ...fact(cmd.data, ticket, userId), joinedAt: cmd.now.toISOString(), holdEndsAt } }];
}

function leaveLine(cmd: LeaveLine, line: Line): LineEvent[] {
  const { userId } = cmd.data;
  const entry = line.offer?.userId === userId ? line.offer : line.waiting.find((w) => w.userId === userId);
  return entry ? [{ type: 'LineLeft', data: fact(cmd.data, entry.ticket, userId) }] : [];
}

/** The hold, offered to the first in line, when one is free and no offer runs. */
function offerNext(of: LineOf, line: Line, free: boolean, now: Date): LineEvent[] {
  const first = line.waiting[0];
  if (!first || line.offer || !free) return [];
  const expiresAt = new Date(now.getTime() + constants.holdLine.offerClaimSeconds * second);
  return [
    { type: 'HoldOffered', data: { ...fact(of, first.ticket, first.userId), offeredAt: now.toISOString(), expiresAt: expiresAt.toISOString() } },
  ];
}

function passOn(cmd: PassOn, line: Line): LineEvent[] {
  const { free, offeredHolds, soldOut } = cmd.data;
  if (line.closed) return [];
  if (soldOut) return [{ type: 'LineClosed', data: { container: cmd.data.container, containerId: cmd.data.containerId } }];
  const { offer } = line;
  if (!offer) return offerNext(cmd.data, line, free, cmd.now);
  // The offered shopper holds it: their claim locked it, its record did not follow.
  if (offeredHolds) return [{ type: 'OfferClaimed', data: { ...fact(cmd.data, offer.ticket, offer.userId), claimedAt: cmd.now.toISOString() } }];
  if (!offerPassable(offer, cmd.now)) return [];
  const lapsed: LineEvent = { type: 'OfferLapsed', data: fact(cmd.data, offer.ticket, offer.userId) };
  return [lapsed, ...offerNext(cmd.data, evolve(line, lapsed), free, cmd.now)];
}

function claimOffer(cmd: ClaimOffer, line: Line): LineEvent[] {
  const { userId, outcome } = cmd.data;
  const { offer } = line;
  // Already recorded (a pass-on saw the claim's lock) or passed on: nothing to add.
  if (!offer || offer.userId !== userId) return [];
  if (outcome.held) return [{ type: 'OfferClaimed', data: { ...fact(cmd.data, offer.ticket, userId), claimedAt: cmd.now.toISOString() } }];
  const refused: LineEvent = { type: 'OfferRefused', data: { ...fact(cmd.data, offer.ticket, userId), message: outcome.message } };
  return [refused, ...offerNext(cmd.data, evolve(line, refused), outcome.free, cmd.now)];
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

export const lineDecider = { initialState: initialLine, evolve, decide };
