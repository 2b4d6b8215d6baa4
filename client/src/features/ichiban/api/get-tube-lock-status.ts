// GET /api/raffle/tube/{tubeId}/lock/status: free, mine, or someone else's with seconds left.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { constants, type LockStatusResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { ichibanKeys } from './query-keys';

/** Spec 001 §4: the lock status is polled every 5 s (here only while the live socket is down). */
export const LOCK_POLL_INTERVAL_MS = constants.ichiban.lockPollIntervalMs;

export function getTubeLockStatus(tubeId: string, signal?: AbortSignal): Promise<LockStatusResponse> {
  return apiRequest<LockStatusResponse>(`/raffle/tube/${encodeURIComponent(tubeId)}/lock/status`, { signal });
}

export const tubeLockStatusQueryOptions = (tubeId: string) =>
  queryOptions({
    queryKey: ichibanKeys.tubeLock(tubeId),
    queryFn: ({ signal }) => getTubeLockStatus(tubeId, signal),
    // The countdown is re-synced from every answer; a cached answer would show a stale timer.
    staleTime: 0,
  });

export function useTubeLockStatus(tubeId: string, { poll }: { poll: boolean }) {
  return useQuery({
    ...tubeLockStatusQueryOptions(tubeId),
    refetchInterval: poll ? LOCK_POLL_INTERVAL_MS : false,
  });
}
