// The member's place in a tube's line (lib/hold-line.ts); a claimed offer is this page's lock.
import { useQueryClient } from '@tanstack/react-query';
import type { ClaimLineOfferResponse, LockStatusResponse } from '@shop/contracts';
import { useHoldLine } from '../../../lib/hold-line';
import { ichibanKeys } from '../api/query-keys';

export function useTubeLine(tubeId: string, signedIn: boolean) {
  const queryClient = useQueryClient();
  return useHoldLine<ClaimLineOfferResponse>({
    container: 'tube',
    containerId: tubeId,
    base: `/raffle/tube/${encodeURIComponent(tubeId)}/line`,
    queryKey: ichibanKeys.tubeLine(tubeId),
    signedIn,
    onClaimed: ({ lock }) =>
      queryClient.setQueryData<LockStatusResponse>(ichibanKeys.tubeLock(tubeId), { success: true, locked: true, remain: lock.remain, is_mine: true }),
  });
}
