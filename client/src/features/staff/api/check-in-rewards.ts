// The check-in reward table (admin): GET /api/admin/check-in-rewards and PUT /api/admin/check-in-rewards/{day}.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCheckInRewardsResponse, PutCheckInRewardRequest, PutCheckInRewardResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

export function useCheckInRewards() {
  return useQuery({
    queryKey: staffKeys.checkInRewards(),
    queryFn: ({ signal }) => apiRequest<AdminCheckInRewardsResponse>('/admin/check-in-rewards', { signal }).then((r) => r.data),
  });
}

export function usePutCheckInReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ day, body }: { day: number; body: PutCheckInRewardRequest }) =>
      apiRequest<PutCheckInRewardResponse>(`/admin/check-in-rewards/${day}`, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.checkInRewards() }),
  });
}
