// The state of one ichiban tube, folded from its `tube-<id>` stream.
import { genesisHash, tubeEventHash, type TubeEvent } from '@shop/contracts';

export interface TubeLock {
  userId: string;
  /** Epoch milliseconds; a lock past this instant is free to the next command. */
  expiresAt: number;
}

export type Tube =
  | { status: 'unopened'; lastHash: string }
  | {
      status: 'open';
      /** Hash of the stream's last event: the next event's `prevHash`. */
      lastHash: string;
      tubeId: string;
      totalTickets: number;
      drawn: ReadonlySet<number>;
      lock: TubeLock | null;
    };

export const initialTube: Tube = { status: 'unopened', lastHash: genesisHash };

export function evolve(tube: Tube, event: TubeEvent): Tube {
  return { ...evolveFacts(tube, event), lastHash: tubeEventHash(event) };
}

function evolveFacts(tube: Tube, event: TubeEvent): Tube {
  switch (event.type) {
    case 'TubeOpened':
      return { status: 'open', lastHash: tube.lastHash, tubeId: event.data.tubeId, totalTickets: event.data.totalTickets, drawn: new Set(), lock: null };
    case 'TubeLocked':
      if (tube.status !== 'open') return tube;
      return { ...tube, lock: { userId: event.data.userId, expiresAt: Date.parse(event.data.expiresAt) } };
    case 'TubeLockReleased':
      if (tube.status !== 'open') return tube;
      return { ...tube, lock: null };
    // Draws, LAST, sell-out and the reveal: the purchase work (issue 5) folds these.
    case 'TicketDrawn':
    case 'LastPrizeAwarded':
    case 'TubeSoldOut':
    case 'TubeSeedRevealed':
      return tube;
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
