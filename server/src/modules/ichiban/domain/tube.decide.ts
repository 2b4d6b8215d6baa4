// What may happen to a tube. Time and ids arrive in the command (DESIGN.md decision 4).
import {
  constants,
  createShuffleStream,
  holdRefusal,
  lastPrizeOf,
  messages,
  prizeAt,
  tubeCommitment,
  tubeEventHash,
  type Holder,
  type HoldKind,
  type TubeEvent,
  type TubeLayout,
  type SignedBeaconRound,
  type TubeOpened,
} from '@shop/contracts';
import { DomainError } from '../../../platform/decider';
import { activeLock, evolve, initialTube, lapsedUnbought, rememberLinkedHash, type OpenTubeState, type Tube } from './tube.state';

export type OpenTube = { type: 'OpenTube'; data: Omit<TubeOpened['data'], 'prevHash'> };

/** A tube event before it is linked into the chain: the decider's rules produce these. */
type Unchained<E> = E extends { type: infer T; data: infer D } ? { type: T; data: Omit<D, 'prevHash'> } : never;
export type UnchainedTubeEvent = Unchained<TubeEvent>;
/** A holder who can pay and holds nothing else (scripts, benches and specs that exercise one tube). */
export const payingHolder: Holder = { canPay: true, holdsElsewhere: null, lapses: [] };
/** Takes the tube for the member. `holder` is what the lock handler found out about them (contracts' hold rule). */
export type LockTube = { type: 'LockTube'; data: { tubeId: string; userId: string; holder: Holder }; now: Date };
/**
 * Whether a card order may be placed: it could draw its picked `numbers`, or (null) `count` free
 * tickets (`fullPack`: every ticket left), right now. It decides no event: a card order holds
 * nothing until it is paid, and the rest of the tube and the chosen numbers stay open to everyone.
 */
export type AcceptCardOrder = {
  type: 'AcceptCardOrder';
  data: { tubeId: string; userId: string; numbers: readonly number[] | null; count: number; fullPack: boolean };
  now: Date;
};
export type ReleaseTubeLock = { type: 'ReleaseTubeLock'; data: { tubeId: string; userId: string }; now: Date };
/**
 * Sells tickets to one order. `numbers` are the picked ones; when null the tube picks `count`
 * undrawn numbers with `randomSeed` (or, for a full pack, takes every remaining one). The layout
 * is computed by the caller from the tube's secret seed (layoutTube); the decider only reads it.
 * `paidByCard`: a card order the gateway has paid, drawing now what it chose when it was placed.
 */
export type DrawTickets = {
  type: 'DrawTickets';
  data: {
    tubeId: string;
    orderId: string;
    userId: string;
    numbers: readonly number[] | null;
    count: number;
    fullPack: boolean;
    randomSeed: string;
    layout: Pick<TubeLayout, 'tiers'>;
    paidByCard: boolean;
  };
  now: Date;
};
/** The seed, and the beacon round the tube named at opening as the beacon signed it (none for tubes opened without one). */
export type RevealTubeSeed = { type: 'RevealTubeSeed'; data: { tubeId: string; seedHex: string; beacon: SignedBeaconRound | null } };
export type TubeCommand = OpenTube | LockTube | ReleaseTubeLock | AcceptCardOrder | DrawTickets | RevealTubeSeed;

export class TubeAlreadyOpened extends DomainError {
  constructor(readonly tubeId: string) {
    super(`tube ${tubeId} is already open`);
  }
}
export class TubeNotOpen extends DomainError {
  constructor(readonly tubeId: string) {
    super(`tube ${tubeId} is not open`);
  }
}
export class TubeLockedByOther extends DomainError {
  constructor(readonly remainSeconds: number) {
    super(`tube is locked by another buyer for ${remainSeconds}s`);
  }
}
/** A lock is for a buyer: a wallet that cannot pay for one ticket takes no lock. */
export class LockNeedsFunds extends DomainError {
  constructor() {
    super(messages.ichiban.lockNeedsFunds);
  }
}
/** One hold per member at a time, across tubes and blind-box slots. */
export class LockHeldElsewhere extends DomainError {
  constructor(
    readonly heldKind: HoldKind,
    readonly heldContainerId: string,
  ) {
    super(messages.holds.heldElsewhere);
  }
}
/** The member let holds lapse unbought again and again: they wait before the next one, anywhere. */
export class HoldCooldown extends DomainError {
  constructor(readonly remainSeconds: number) {
    super(messages.holds.cooldown(remainSeconds));
  }
}
/** The member let their lock on this tube lapse without buying: they wait before taking it again. */
export class LockCooldown extends DomainError {
  constructor(readonly remainSeconds: number) {
    super(messages.ichiban.lockCooldown(remainSeconds));
  }
}
/**
 * A card order buys at most one purchase's 10 tickets. A whole tube is bought with tokens: by card it
 * would wait out the payment window for exactly what is left, which any other sale meanwhile spoils.
 */
export class CardFullPackTooLarge extends DomainError {
  constructor() {
    super(messages.holds.cardFullPackTooLarge);
  }
}
/**
 * A paid card order's tickets went to others (or the tube sold out) while its buyer was at the
 * gateway: it held nothing. The purchase cancels it and owes the payment back.
 */
export class CardTicketsGone extends DomainError {
  constructor() {
    super(messages.payment.cardTicketsGone);
  }
}
export class InvalidPrizes extends DomainError {}
/** The order asks for more than one purchase may take (10, unless a full pack of all that remain). */
export class TooManyTickets extends DomainError {}
/** A picked number is already drawn, or fewer tickets remain than the order pays for. */
export class TicketsUnavailable extends DomainError {
  constructor(
    readonly taken: number[],
    message: string,
  ) {
    super(message);
  }
}
export class InvalidTicketNumbers extends DomainError {}
export class InvalidLayout extends DomainError {}
export class TubeNotSoldOut extends DomainError {}
/** A sold-out tube takes no lock, release or draw: only its seed reveal may follow TubeSoldOut. */
export class TubeAlreadySoldOut extends DomainError {
  constructor(readonly tubeId: string) {
    super(`tube ${tubeId} is sold out`);
  }
}
export class SeedMismatch extends DomainError {}

function openTube(cmd: OpenTube, tube: Tube): UnchainedTubeEvent[] {
  if (tube.status !== 'unopened') throw new TubeAlreadyOpened(cmd.data.tubeId);
  const laidOut = cmd.data.prizes.filter((p) => p.tier !== 'LAST').reduce((n, p) => n + p.quantity, 0);
  if (laidOut !== cmd.data.totalTickets) throw new InvalidPrizes(`prizes cover ${laidOut} tickets, tube has ${cmd.data.totalTickets}`);
  if (cmd.data.prizes.filter((p) => p.tier === 'LAST').some((p) => p.quantity !== 1)) throw new InvalidPrizes('LAST has quantity 1');
  return [{ type: 'TubeOpened', data: cmd.data }];
}

const second = 1000;

function lockTube(cmd: LockTube, tube: Tube): UnchainedTubeEvent[] {
  if (tube.status !== 'open') throw new TubeNotOpen(cmd.data.tubeId);
  if (tube.soldOut) throw new TubeAlreadySoldOut(cmd.data.tubeId);
  const lock = activeLock(tube, cmd.now);
  if (lock && lock.userId !== cmd.data.userId) {
    throw new TubeLockedByOther(Math.ceil((lock.expiresAt - cmd.now.getTime()) / 1000));
  }
  const { holder } = cmd.data;
  // Holding it already: asking again changes nothing (only purchases renew a lock).
  if (lock) return [];
  const refusal = holdRefusal(holder, cmd.now.getTime());
  if (refusal?.reason === 'needs_funds') throw new LockNeedsFunds();
  if (refusal?.reason === 'held_elsewhere') throw new LockHeldElsewhere(refusal.kind, refusal.containerId);
  if (refusal?.reason === 'cooldown') throw new HoldCooldown(refusal.remainSeconds);
  const lapsedAt = lapsedUnbought(tube, cmd.data.userId);
  const cooldownEnds = lapsedAt === null ? 0 : lapsedAt + constants.ichiban.lockRelockCooldownSeconds * second;
  if (cooldownEnds > cmd.now.getTime()) throw new LockCooldown(Math.ceil((cooldownEnds - cmd.now.getTime()) / second));
  const now = cmd.now.getTime();
  const expiresAt = new Date(now + constants.ichiban.lockDefaultSeconds * second).toISOString();
  const lockedAt = cmd.now.toISOString();
  return [{ type: 'TubeLocked', data: { tubeId: cmd.data.tubeId, userId: cmd.data.userId, lockedAt, expiresAt, heldSince: lockedAt } }];
}

/**
 * A card order is placed only if it could draw now, under the rules a token purchase meets here (a
 * lock someone else holds: the spec's 423), and for at most one purchase's 10 tickets. Nothing is
 * kept for it: its payment draws (drawTickets, paidByCard) if the tickets are still free then.
 */
function acceptCardOrder(cmd: AcceptCardOrder, tube: Tube): UnchainedTubeEvent[] {
  const { tubeId, userId, count, fullPack } = cmd.data;
  if (tube.status !== 'open') throw new TubeNotOpen(tubeId);
  if (tube.soldOut) throw new TubeAlreadySoldOut(tubeId);
  const now = cmd.now.getTime();
  const lock = activeLock(tube, cmd.now);
  if (lock && lock.userId !== userId) throw new TubeLockedByOther(Math.ceil((lock.expiresAt - now) / second));
  checkCount(count, fullPack, ticketsLeft(tube));
  if (count > constants.ichiban.maxTicketsPerPurchase) throw new CardFullPackTooLarge();
  if (cmd.data.numbers) pickedNumbers(tube, cmd.data.numbers, count);
  return [];
}

const ticketsLeft = (tube: OpenTubeState): number => tube.totalTickets - tube.drawn.size;

/** One purchase takes 1 to 10 tickets, or (a full pack) every ticket still available to it. */
function checkCount(count: number, fullPack: boolean, available: number): void {
  if (!Number.isInteger(count) || count < 1) throw new InvalidTicketNumbers(`count ${count}`);
  if (fullPack ? count !== available : count > constants.ichiban.maxTicketsPerPurchase) {
    throw fullPack
      ? new TicketsUnavailable([], `full pack of ${count} but ${available} remain`)
      : new TooManyTickets(`${count} tickets in one purchase`);
  }
  if (count > available) throw new TicketsUnavailable([], `${count} wanted, ${available} remain`);
}

function releaseTubeLock(cmd: ReleaseTubeLock, tube: Tube): UnchainedTubeEvent[] {
  if (tube.status !== 'open') throw new TubeNotOpen(cmd.data.tubeId);
  // Sell-out already released the lock; a lock written after it by older code moves no ticket.
  if (tube.soldOut) throw new TubeAlreadySoldOut(cmd.data.tubeId);
  const lock = activeLock(tube, cmd.now);
  if (!lock || lock.userId !== cmd.data.userId) return [];
  return [{ type: 'TubeLockReleased', data: { tubeId: cmd.data.tubeId, userId: cmd.data.userId, reason: 'released' } }];
}

function drawTickets(cmd: DrawTickets, tube: Tube): UnchainedTubeEvent[] {
  const { tubeId, orderId, userId, count, fullPack, paidByCard } = cmd.data;
  if (tube.status !== 'open') throw new TubeNotOpen(tubeId);
  // A retried draw for an order that already drew changes nothing.
  if (tube.orders.has(orderId)) return [];
  // A paid card order whose tickets went meanwhile: the payment is owed back (CardTicketsGone).
  if (tube.soldOut) throw paidByCard ? new CardTicketsGone() : new TubeAlreadySoldOut(tubeId);
  if (cmd.data.layout.tiers.length !== tube.totalTickets)
    throw new InvalidLayout(`layout of ${cmd.data.layout.tiers.length} for ${tube.totalTickets} tickets`);
  // A paid card order draws whoever holds the tube now: it was placed while no one else held it
  // (acceptCardOrder), so a lock taken since came after it, and its buyer has paid already.
  const lock = activeLock(tube, cmd.now);
  if (lock && lock.userId !== userId && !paidByCard) throw new TubeLockedByOther(Math.ceil((lock.expiresAt - cmd.now.getTime()) / second));

  let numbers: number[];
  try {
    checkCount(count, fullPack, ticketsLeft(tube));
    numbers = cmd.data.numbers ? pickedNumbers(tube, cmd.data.numbers, count) : randomNumbers(tube, count, cmd.data.randomSeed);
  } catch (error) {
    if (paidByCard && error instanceof TicketsUnavailable) throw new CardTicketsGone();
    throw error;
  }

  const events: UnchainedTubeEvent[] = numbers.map((number) => {
    const prize = prizeAt(cmd.data.layout, tube.prizes, number);
    return { type: 'TicketDrawn', data: { tubeId, orderId, userId, number, tier: prize.tier, prizeName: prize.name } };
  });

  if (tube.drawn.size + numbers.length === tube.totalTickets) {
    const last = lastPrizeOf(tube.prizes);
    if (last)
      events.push({ type: 'LastPrizeAwarded', data: { tubeId, orderId, userId, number: numbers[numbers.length - 1]!, prizeName: last.name } });
    // The lock ends before TubeSoldOut, so that nothing but the seed reveal ever follows it.
    if (lock) events.push({ type: 'TubeLockReleased', data: { tubeId, userId: lock.userId, reason: 'sold_out' } });
    events.push({ type: 'TubeSoldOut', data: { tubeId } });
    return events;
  }
  // A paid card order takes its tickets and nothing more: no lock.
  if (paidByCard) return events;

  // A purchase is the holder's action: the lock runs 300 s from it, never past 480 s from when
  // the holder first took it (a free tube is taken now).
  const { lockExtendPerDrawSeconds, lockMaxSeconds } = constants.ichiban;
  const now = cmd.now.getTime();
  const heldSince = lock ? lock.heldSince : now;
  const expiresAt = Math.min(now + lockExtendPerDrawSeconds * second, heldSince + lockMaxSeconds * second);
  if (!lock || expiresAt > lock.expiresAt) {
    events.push({
      type: 'TubeLocked',
      data: {
        tubeId,
        userId,
        lockedAt: cmd.now.toISOString(),
        expiresAt: new Date(expiresAt).toISOString(),
        heldSince: new Date(heldSince).toISOString(),
      },
    });
  }
  return events;
}

function pickedNumbers(tube: OpenTubeState, numbers: readonly number[], count: number): number[] {
  if (numbers.length !== count || new Set(numbers).size !== numbers.length)
    throw new InvalidTicketNumbers(`${numbers.length} picked numbers for ${count} tickets`);
  const outside = numbers.filter((n) => !Number.isInteger(n) || n < 1 || n > tube.totalTickets);
  if (outside.length) throw new InvalidTicketNumbers(`no tickets ${outside.join(', ')} in this tube`);
  const taken = numbers.filter((n) => tube.drawn.has(n));
  if (taken.length) throw new TicketsUnavailable(taken, `tickets ${taken.join(', ')} are already drawn`);
  return [...numbers].sort((a, b) => a - b);
}

/**
 * `count` undrawn numbers, chosen without bias by the seed (a partial Fisher-Yates), ascending.
 * (The caller checked that enough remain.)
 */
function randomNumbers(tube: OpenTubeState, count: number, seedHex: string): number[] {
  const free: number[] = [];
  for (let n = 1; n <= tube.totalTickets; n++) if (!tube.drawn.has(n)) free.push(n);
  const stream = createShuffleStream(seedHex);
  for (let i = 0; i < count; i++) {
    const j = i + stream.below(free.length - i);
    [free[i], free[j]] = [free[j]!, free[i]!];
  }
  return free.slice(0, count).sort((a, b) => a - b);
}

function revealTubeSeed(cmd: RevealTubeSeed, tube: Tube): UnchainedTubeEvent[] {
  const { tubeId, seedHex, beacon } = cmd.data;
  if (tube.status !== 'open') throw new TubeNotOpen(tubeId);
  if (!tube.soldOut) throw new TubeNotSoldOut(`tube ${tubeId} still has tickets`);
  if (tube.revealed) return [];
  if (tubeCommitment(tubeId, seedHex) !== tube.commitment) throw new SeedMismatch(`the seed does not match tube ${tubeId}'s commitment`);
  if (!tube.beacon) return [{ type: 'TubeSeedRevealed', data: { tubeId, seed: seedHex.toLowerCase() } }];
  if (beacon?.round !== tube.beacon.round) throw new SeedMismatch(`tube ${tubeId} reveals with beacon round ${tube.beacon.round}`);
  return [
    {
      type: 'TubeSeedRevealed',
      data: { tubeId, seed: seedHex.toLowerCase(), beaconRandomness: beacon.randomness, beaconSignature: beacon.signature },
    },
  ];
}

/** Links new events into the stream's hash chain, each to the one before it. */
function chain(lastHash: string, events: UnchainedTubeEvent[]): TubeEvent[] {
  let prevHash = lastHash;
  return events.map((e) => {
    const linked = { type: e.type, data: { ...e.data, prevHash } } as TubeEvent;
    prevHash = tubeEventHash(linked);
    rememberLinkedHash(linked, prevHash);
    return linked;
  });
}

export function decide(command: TubeCommand, tube: Tube): TubeEvent[] {
  return chain(tube.lastHash, decideUnchained(command, tube));
}

function decideUnchained(command: TubeCommand, tube: Tube): UnchainedTubeEvent[] {
  switch (command.type) {
    case 'OpenTube':
      return openTube(command, tube);
    case 'LockTube':
      return lockTube(command, tube);
    case 'ReleaseTubeLock':
      return releaseTubeLock(command, tube);
    case 'AcceptCardOrder':
      return acceptCardOrder(command, tube);
    case 'DrawTickets':
      return drawTickets(command, tube);
    case 'RevealTubeSeed':
      return revealTubeSeed(command, tube);
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const tubeDecider = { initialState: initialTube, evolve, decide };
