// GET /api/user/check-in/status, POST /api/user/check-in, GET /api/check-in/latest.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckInLatestResponse, CheckInResponse, CheckInStatusResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { refreshMemberData } from '../../../api/member-keys';
import { memberAreaKeys } from './query-keys';

export const checkInStatusQueryOptions = () =>
  queryOptions({
    queryKey: memberAreaKeys.checkInStatus(),
    queryFn: ({ signal }) => apiRequest<CheckInStatusResponse>('/user/check-in/status', { signal }),
  });

export function useCheckInStatus(enabled: boolean) {
  return useQuery({ ...checkInStatusQueryOptions(), enabled });
}

export function useCheckInWinners() {
  return useQuery({
    queryKey: memberAreaKeys.checkInWinners(),
    queryFn: ({ signal }) => apiRequest<CheckInLatestResponse>('/check-in/latest', { signal }),
  });
}

export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['check-in'],
    mutationFn: () => apiRequest<CheckInResponse>('/user/check-in', { method: 'POST' }),
    // Points, coupons, the badge and the status all moved; the marquee has a new winner.
    onSettled: () => Promise.all([refreshMemberData(queryClient), queryClient.invalidateQueries({ queryKey: memberAreaKeys.checkInWinners() })]),
  });
}
