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
import { activeLock, evolve, initialTube, lapsedUnbought, type OpenTubeState, type Tube } from './tube.state';

export type OpenTube = { type: 'OpenTube'; data: Omit<TubeOpened['data'], 'prevHash'> };

/** A tube event before it is linked into the chain: the decider's rules produce these. */
type Unchained<E> = E extends { type: infer T; data: infer D } ? { type: T; data: Omit<D, 'prevHash'> } : never;
export type UnchainedTubeEvent = Unchained<TubeEvent>;
/** A holder who can pay and holds nothing else (scripts, benches and specs that exercise one tube). */
export const payingHolder: Holder = { canPay: true, holdsElsewhere: null, lapses: [] };
/**
 * Takes the tube for the member. `holder` is what the lock handler found out about them (contracts'
 * hold rule); `payBy` is a card order's payment deadline: its hold lasts exactly until then, and
 * ends with the order when it is not paid by then.
 */
export type LockTube = { type: 'LockTube'; data: { tubeId: string; userId: string; holder: Holder; payBy: Date | null }; now: Date };
export type ReleaseTubeLock = { type: 'ReleaseTubeLock'; data: { tubeId: string; userId: string }; now: Date };
/**
 * Sells tickets to one order. `numbers` are the picked ones; when null the tube picks `count`
 * undrawn numbers with `randomSeed` (or, for a full pack, takes every remaining one). The layout
 * is computed by the caller from the tube's secret seed (layoutTube); the decider only reads it.
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
  };
  now: Date;
};
/** The seed, and the beacon round the tube named at opening as the beacon signed it (none for tubes opened without one). */
export type RevealTubeSeed = { type: 'RevealTubeSeed'; data: { tubeId: string; seedHex: string; beacon: SignedBeaconRound | null } };
export type TubeCommand = OpenTube | LockTube | ReleaseTubeLock | DrawTickets | RevealTubeSeed;

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
  const { holder, payBy } = cmd.data;
  // Holding it already: a card order's hold runs to its payment deadline; otherwise asking again
  // changes nothing (only purchases renew a lock).
  if (lock) return payBy && payBy.getTime() > lock.expiresAt ? [tubeLocked(cmd, payBy.getTime(), lock.heldSince)] : [];
  const refusal = holdRefusal(holder, cmd.now.getTime());
  if (refusal?.reason === 'needs_funds') throw new LockNeedsFunds();
  if (refusal?.reason === 'held_elsewhere') throw new LockHeldElsewhere(refusal.kind, refusal.containerId);
  if (refusal?.reason === 'cooldown') throw new HoldCooldown(refusal.remainSeconds);
  const lapsedAt = lapsedUnbought(tube, cmd.data.userId);
  const cooldownEnds = lapsedAt === null ? 0 : lapsedAt + constants.ichiban.lockRelockCooldownSeconds * second;
  if (cooldownEnds > cmd.now.getTime()) throw new LockCooldown(Math.ceil((cooldownEnds - cmd.now.getTime()) / second));
  const now = cmd.now.getTime();
  return [tubeLocked(cmd, payBy ? payBy.getTime() : now + constants.ichiban.lockDefaultSeconds * second, now)];
}

function tubeLocked(cmd: LockTube, expiresAt: number, heldSince: number): UnchainedTubeEvent {
  return {
    type: 'TubeLocked',
    data: {
      tubeId: cmd.data.tubeId,
      userId: cmd.data.userId,
      lockedAt: cmd.now.toISOString(),
      expiresAt: new Date(expiresAt).toISOString(),
      heldSince: new Date(heldSince).toISOString(),
    },
  };
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
  const { tubeId, orderId, userId, count, fullPack } = cmd.data;
  if (tube.status !== 'open') throw new TubeNotOpen(tubeId);
  // A retried draw for an order that already drew changes nothing.
  if (tube.orders.has(orderId)) return [];
  if (tube.soldOut) throw new TubeAlreadySoldOut(tubeId);
  if (cmd.data.layout.tiers.length !== tube.totalTickets)
    throw new InvalidLayout(`layout of ${cmd.data.layout.tiers.length} for ${tube.totalTickets} tickets`);
  const lock = activeLock(tube, cmd.now);
  if (lock && lock.userId !== userId) throw new TubeLockedByOther(Math.ceil((lock.expiresAt - cmd.now.getTime()) / second));

  const remaining = tube.totalTickets - tube.drawn.size;
  if (!Number.isInteger(count) || count < 1) throw new InvalidTicketNumbers(`count ${count}`);
  if (fullPack ? count !== remaining : count > constants.ichiban.maxTicketsPerPurchase) {
    throw fullPack
      ? new TicketsUnavailable([], `full pack of ${count} but ${remaining} remain`)
      : new TooManyTickets(`${count} tickets in one purchase`);
  }
  const numbers = cmd.data.numbers ? pickedNumbers(tube, cmd.data.numbers, count) : randomNumbers(tube, count, cmd.data.randomSeed);

  const events: UnchainedTubeEvent[] = numbers.map((number) => {
    const prize = prizeAt(cmd.data.layout, tube.prizes, number);
    return { type: 'TicketDrawn', data: { tubeId, orderId, userId, number, tier: prize.tier, prizeName: prize.name } };
  });

  if (tube.drawn.size + numbers.length === tube.totalTickets) {
    const last = lastPrizeOf(tube.prizes);
    if (last)
      events.push({ type: 'LastPrizeAwarded', data: { tubeId, orderId, userId, number: numbers[numbers.length - 1]!, prizeName: last.name } });
    // The lock ends before TubeSoldOut, so that nothing but the seed reveal ever follows it.
    if (lock) events.push({ type: 'TubeLockReleased', data: { tubeId, userId, reason: 'sold_out' } });
    events.push({ type: 'TubeSoldOut', data: { tubeId } });
    return events;
  }

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

/** `count` undrawn numbers, chosen without bias by the seed (a partial Fisher-Yates), ascending. */
function randomNumbers(tube: OpenTubeState, count: number, seedHex: string): number[] {
  const free: number[] = [];
  for (let n = 1; n <= tube.totalTickets; n++) if (!tube.drawn.has(n)) free.push(n);
  if (free.length < count) throw new TicketsUnavailable([], `${count} wanted, ${free.length} remain`);
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
