// POST /api/rewards/pwa-install: the install-app coupon (spec 000 §7).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PwaInstallRewardResponse } from '@shop/contracts';
import { refreshMemberData } from '../../../api/member-keys';
import { apiRequest } from '../../../lib/api-client';

export function claimInstallReward(): Promise<PwaInstallRewardResponse> {
  return apiRequest<PwaInstallRewardResponse>('/rewards/pwa-install', { method: 'POST' });
}

export function useClaimInstallReward() {
  const queryClient = useQueryClient();
  // The reward is a coupon in the member's wallet.
  return useMutation({ mutationFn: claimInstallReward, onSuccess: () => refreshMemberData(queryClient) });
}
