// Joins the tube's live room and patches each `tube:changed` notice into the TanStack Query cache
// (DESIGN decision 8): drawn numbers, remaining per tier, sold out and the lock, without a refetch.
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LockStatusResponse, RaffleStatusResponse, TubeChangedMessage, TubeTicketsResponse } from '@shop/contracts';
import { useSocketConnected, withSocket } from '../../../lib/live-socket';
import { ichibanKeys } from '../api/query-keys';

/** A notice older than what the cache (or an earlier notice) already shows changes nothing. */
export function isStaleTubeChange(revision: number, cachedRevision: number | undefined, newestSeen: number): boolean {
  return revision < Math.max(cachedRevision ?? -1, newestSeen);
}

/** The tickets answer with a notice applied. */
export function patchTubeTickets(cached: TubeTicketsResponse, notice: TubeChangedMessage): TubeTicketsResponse {
  return {
    ...cached,
    tube_info: {
      ...cached.tube_info,
      revision: notice.revision,
      remaining_tickets: notice.remainingTickets,
      tiers: notice.tiers,
      sold_out: notice.soldOut,
      chain_head: notice.chainHead,
    },
    drawn_numbers: notice.drawnNumbers,
    reserved_numbers: notice.reservedNumbers,
  };
}

/**
 * The lock answer with a notice applied. A notice never says whose lock it is: a lock this page
 * already knew as its own stays "mine" (the caller refetches to confirm); any other is someone else's.
 */
export function patchLockStatus(cached: LockStatusResponse | undefined, notice: TubeChangedMessage): LockStatusResponse {
  const locked = notice.locked && notice.lockRemain > 0;
  return {
    success: true,
    locked,
    remain: locked ? notice.lockRemain : 0,
    is_mine: locked && Boolean(cached?.locked && cached.is_mine),
  };
}

function applyNotice(queryClient: QueryClient, tubeId: string, notice: TubeChangedMessage): void {
  queryClient.setQueryData<TubeTicketsResponse>(ichibanKeys.tubeTickets(tubeId), (cached) => (cached ? patchTubeTickets(cached, notice) : cached));
  const lockKey = ichibanKeys.tubeLock(tubeId);
  const cachedLock = queryClient.getQueryData<LockStatusResponse>(lockKey);
  queryClient.setQueryData<LockStatusResponse>(lockKey, patchLockStatus(cachedLock, notice));
  if (cachedLock?.is_mine && notice.locked) void queryClient.invalidateQueries({ queryKey: lockKey });
  // The product's tube tabs show what is left in each tube.
  queryClient.setQueriesData<RaffleStatusResponse>({ predicate: (q) => q.queryKey[0] === 'product' && q.queryKey[2] === 'tubes' }, (cached) =>
    cached?.tubes.some((t) => t.id === tubeId)
      ? {
          ...cached,
          tubes: cached.tubes.map((t) =>
            t.id === tubeId && t.revision <= notice.revision
              ? {
                  ...t,
                  revision: notice.revision,
                  remaining_tickets: notice.remainingTickets,
                  tiers: notice.tiers,
                  sold_out: notice.soldOut,
                  chain_head: notice.chainHead,
                }
              : t,
          ),
        }
      : cached,
  );
}

/** Watches `tubeId` while mounted; returns whether the live connection is up. */
export function useTubeLive(tubeId: string): { connected: boolean } {
  const queryClient = useQueryClient();
  const connected = useSocketConnected();

  // The socket library loads after the page has rendered (lib/live-socket.ts).
  useEffect(
    () =>
      withSocket((socket) => {
        let newestSeen = -1;

        const refetchTube = () => {
          void queryClient.invalidateQueries({ queryKey: ichibanKeys.tubeTickets(tubeId) });
          void queryClient.invalidateQueries({ queryKey: ichibanKeys.tubeLock(tubeId) });
        };
        const watch = () => socket.emit('tube:watch', { tubeId });

        // On a (re)connection: rejoin the room, then catch up on whatever was missed meanwhile.
        const onConnect = () => {
          watch();
          refetchTube();
        };
        const onChanged = (message: TubeChangedMessage) => {
          if (message.tubeId !== tubeId) return;
          const cached = queryClient.getQueryData<TubeTicketsResponse>(ichibanKeys.tubeTickets(tubeId))?.tube_info.revision;
          if (isStaleTubeChange(message.revision, cached, newestSeen)) return;
          newestSeen = message.revision;
          applyNotice(queryClient, tubeId, message);
        };

        socket.on('connect', onConnect);
        socket.on('tube:changed', onChanged);
        if (socket.connected) watch();

        return () => {
          socket.off('connect', onConnect);
          socket.off('tube:changed', onChanged);
          if (socket.connected) socket.emit('tube:unwatch', { tubeId });
        };
      }),
    [tubeId, queryClient],
  );

  return { connected };
}
