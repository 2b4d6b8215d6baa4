// What may happen to a tube. Time and ids arrive in the command (DESIGN.md decision 4).
import { constants, tubeEventHash, type TubeEvent, type TubeOpened } from '@shop/contracts';
import { DomainError } from '../../../platform/decider';
import { activeLock, evolve, initialTube, type Tube } from './tube.state';

export type OpenTube = { type: 'OpenTube'; data: Omit<TubeOpened['data'], 'prevHash'> };

/** A tube event before it is linked into the chain: the decider's rules produce these. */
type Unchained<E> = E extends { type: infer T; data: infer D } ? { type: T; data: Omit<D, 'prevHash'> } : never;
export type UnchainedTubeEvent = Unchained<TubeEvent>;
export type LockTube = { type: 'LockTube'; data: { tubeId: string; userId: string }; now: Date };
export type ReleaseTubeLock = { type: 'ReleaseTubeLock'; data: { tubeId: string; userId: string }; now: Date };
export type TubeCommand = OpenTube | LockTube | ReleaseTubeLock;

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
export class InvalidPrizes extends DomainError {}

function openTube(cmd: OpenTube, tube: Tube): UnchainedTubeEvent[] {
  if (tube.status !== 'unopened') throw new TubeAlreadyOpened(cmd.data.tubeId);
  const laidOut = cmd.data.prizes.filter((p) => p.tier !== 'LAST').reduce((n, p) => n + p.quantity, 0);
  if (laidOut !== cmd.data.totalTickets) throw new InvalidPrizes(`prizes cover ${laidOut} tickets, tube has ${cmd.data.totalTickets}`);
  if (cmd.data.prizes.filter((p) => p.tier === 'LAST').some((p) => p.quantity !== 1)) throw new InvalidPrizes('LAST has quantity 1');
  return [{ type: 'TubeOpened', data: cmd.data }];
}

function lockTube(cmd: LockTube, tube: Tube): UnchainedTubeEvent[] {
  if (tube.status !== 'open') throw new TubeNotOpen(cmd.data.tubeId);
  const lock = activeLock(tube, cmd.now);
  if (lock && lock.userId !== cmd.data.userId) {
    throw new TubeLockedByOther(Math.ceil((lock.expiresAt - cmd.now.getTime()) / 1000));
  }
  // Reserving again while holding the lock changes nothing: only draws extend it.
  if (lock) return [];
  const expiresAt = new Date(cmd.now.getTime() + constants.ichiban.lockDefaultSeconds * 1000);
  return [
    {
      type: 'TubeLocked',
      data: { tubeId: cmd.data.tubeId, userId: cmd.data.userId, lockedAt: cmd.now.toISOString(), expiresAt: expiresAt.toISOString() },
    },
  ];
}

function releaseTubeLock(cmd: ReleaseTubeLock, tube: Tube): UnchainedTubeEvent[] {
  if (tube.status !== 'open') throw new TubeNotOpen(cmd.data.tubeId);
  const lock = activeLock(tube, cmd.now);
  if (!lock || lock.userId !== cmd.data.userId) return [];
  return [{ type: 'TubeLockReleased', data: { tubeId: cmd.data.tubeId, userId: cmd.data.userId, reason: 'released' } }];
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
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const tubeDecider = { initialState: initialTube, evolve, decide };
