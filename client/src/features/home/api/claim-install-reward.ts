// POST /api/rewards/pwa-install: the install-app coupon (spec 000 §7).
import { useMutation } from '@tanstack/react-query';
import type { PwaInstallRewardResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';

export function claimInstallReward(): Promise<PwaInstallRewardResponse> {
  return apiRequest<PwaInstallRewardResponse>('/rewards/pwa-install', { method: 'POST' });
}

export function useClaimInstallReward() {
  return useMutation({ mutationFn: claimInstallReward });
}
