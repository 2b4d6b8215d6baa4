// What may happen to a tube. Time and ids arrive in the command (DESIGN.md decision 4).
import { constants, type TubeEvent, type TubeOpened } from '@shop/contracts';
import { DomainError } from '../../../platform/decider';
import { activeLock, evolve, initialTube, type Tube } from './tube.state';

export type OpenTube = { type: 'OpenTube'; data: TubeOpened['data'] };
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

function openTube(cmd: OpenTube, tube: Tube): TubeEvent[] {
  if (tube.status !== 'unopened') throw new TubeAlreadyOpened(cmd.data.tubeId);
  const laidOut = cmd.data.prizes.filter((p) => p.tier !== 'LAST').reduce((n, p) => n + p.quantity, 0);
  if (laidOut !== cmd.data.totalTickets) throw new InvalidPrizes(`prizes cover ${laidOut} tickets, tube has ${cmd.data.totalTickets}`);
  if (cmd.data.prizes.filter((p) => p.tier === 'LAST').some((p) => p.quantity !== 1)) throw new InvalidPrizes('LAST has quantity 1');
  return [{ type: 'TubeOpened', data: cmd.data }];
}

function lockTube(cmd: LockTube, tube: Tube): TubeEvent[] {
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

function releaseTubeLock(cmd: ReleaseTubeLock, tube: Tube): TubeEvent[] {
  if (tube.status !== 'open') throw new TubeNotOpen(cmd.data.tubeId);
  const lock = activeLock(tube, cmd.now);
  if (!lock || lock.userId !== cmd.data.userId) return [];
  return [{ type: 'TubeLockReleased', data: { tubeId: cmd.data.tubeId, userId: cmd.data.userId, reason: 'released' } }];
}

export function decide(command: TubeCommand, tube: Tube): TubeEvent[] {
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
