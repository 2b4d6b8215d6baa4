// The state of one ichiban tube, folded from its `tube-<id>` stream.
import type { TubeEvent } from '@shop/contracts';

export interface TubeLock {
  userId: string;
  /** Epoch milliseconds; a lock past this instant is free to the next command. */
  expiresAt: number;
}

export type Tube =
  | { status: 'unopened' }
  | {
      status: 'open';
      tubeId: string;
      totalTickets: number;
      drawn: ReadonlySet<number>;
      lock: TubeLock | null;
    };

export const initialTube: Tube = { status: 'unopened' };

export function evolve(tube: Tube, event: TubeEvent): Tube {
  switch (event.type) {
    case 'TubeOpened':
      return { status: 'open', tubeId: event.data.tubeId, totalTickets: event.data.totalTickets, drawn: new Set(), lock: null };
    case 'TubeLocked':
      if (tube.status !== 'open') return tube;
      return { ...tube, lock: { userId: event.data.userId, expiresAt: Date.parse(event.data.expiresAt) } };
    case 'TubeLockReleased':
      if (tube.status !== 'open') return tube;
      return { ...tube, lock: null };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/** The lock that still holds at `now`, if any. */
export function activeLock(tube: Tube, now: Date): TubeLock | null {
  if (tube.status !== 'open' || !tube.lock) return null;
  return tube.lock.expiresAt > now.getTime() ? tube.lock : null;
}
