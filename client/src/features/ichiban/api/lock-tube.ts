// POST /api/raffle/tube/{tubeId}/lock (login required): reserve the tube; 423 when someone else holds it.
// The lock is refused to the buyer themself when their wallet cannot pay for one ticket
// (402), they hold another tube (409) or they let a lock here lapse unbought (429): the lock bar
// shows those reasons beside its button (lockRefusal), not in a passing toast.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { constants, messages, type LockStatusResponse, type LockTubeResponse } from '@shop/contracts';
import { apiRequest, errorMessage, isApiError } from '../../../lib/api-client';
import { showToast } from '../../../stores/toast.store';
import { tubeLockStatusQueryOptions } from './get-tube-lock-status';

/** Spec 001 §4: default remain when the server gives none. */
export const DEFAULT_LOCK_REMAIN_SECONDS = constants.ichiban.lockDefaultSeconds;

export function lockTube(tubeId: string): Promise<LockTubeResponse> {
  return apiRequest<LockTubeResponse>(`/raffle/tube/${encodeURIComponent(tubeId)}/lock`, { method: 'POST' });
}

/** Why the server refused this buyer the lock, to show beside the lock button; null for any other error. */
export function lockRefusal(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.status === 402 || error.status === 429) return error.message;
  if (error.status === 409 && error.message === messages.ichiban.lockHeldElsewhere) return error.message;
  return null;
}

export function useLockTube(tubeId: string) {
  const queryClient = useQueryClient();
  const lockKey = tubeLockStatusQueryOptions(tubeId).queryKey;
  return useMutation({
    mutationKey: ['tube', tubeId, 'lock', 'reserve'],
    mutationFn: () => lockTube(tubeId),
    onSuccess: ({ lock }) => {
      // The answer is the lock's state now: show it (and start the countdown) without a round trip.
      queryClient.setQueryData<LockStatusResponse>(lockKey, {
        success: true,
        locked: lock.is_locked,
        remain: lock.remain,
        is_mine: lock.is_locked && !lock.locked_by_other,
      });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 423) {
        queryClient.setQueryData<LockStatusResponse>(lockKey, {
          success: true,
          locked: true,
          remain: error.remain ?? DEFAULT_LOCK_REMAIN_SECONDS,
          is_mine: false,
        });
        showToast(error.message, 'error');
        return;
      }
      // A 401 is handled by the API client (session cleared, sent to /login).
      if (isApiError(error) && error.status === 401) return;
      // Shown by the lock bar beside its button.
      if (lockRefusal(error)) return;
      showToast(errorMessage(error), 'error');
    },
  });
}
