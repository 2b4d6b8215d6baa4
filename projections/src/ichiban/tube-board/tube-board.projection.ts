// The live board of a tube: drawn numbers, lock and remaining count.
import { projection } from '../../runner/projection';
import { TubeBoardRow } from './tube-board.entity';

export const tubeBoard = projection({
  name: 'tube-board',
  entity: TubeBoardRow,
  key: 'tubeId',
  handles: ['TubeOpened', 'TubeLocked', 'TubeLockReleased'] as const,
  keyOf: (event) => event.data.tubeId,
  evolve(row, event): TubeBoardRow | null {
    if (row && event.revision <= row.revision) return row;
    switch (event.type) {
      case 'TubeOpened':
        return {
          tubeId: event.data.tubeId,
          productId: event.data.productId,
          totalTickets: event.data.totalTickets,
          drawnNumbers: [],
          prizes: event.data.prizes,
          hasLastPrize: event.data.prizes.some((p) => p.tier === 'LAST'),
          lockUserId: null,
          lockExpiresAt: null,
          openedAt: new Date(event.metadata.occurredAt),
          revision: event.revision,
        };
      case 'TubeLocked':
        if (!row) return null;
        return { ...row, lockUserId: event.data.userId, lockExpiresAt: new Date(event.data.expiresAt), revision: event.revision };
      case 'TubeLockReleased':
        if (!row) return null;
        return { ...row, lockUserId: null, lockExpiresAt: null, revision: event.revision };
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});

export function remainingTickets(row: Pick<TubeBoardRow, 'totalTickets' | 'drawnNumbers'>): number {
  return row.totalTickets - row.drawnNumbers.length;
}

/** Seconds left on the tube's lock at `now`; 0 when free or expired. */
export function lockRemainSeconds(row: Pick<TubeBoardRow, 'lockExpiresAt'>, now: Date): number {
  if (!row.lockExpiresAt) return 0;
  return Math.max(0, Math.ceil((row.lockExpiresAt.getTime() - now.getTime()) / 1000));
}
