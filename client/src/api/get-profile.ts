// GET /api/user: the signed-in member with tokens, points and badge_status.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserProfileResponse } from '@shop/contracts';
import { apiRequest } from '../lib/api-client';
import { memberKeys } from './member-keys';

export function getProfile(signal?: AbortSignal): Promise<UserProfileResponse> {
  return apiRequest<UserProfileResponse>('/user', { signal });
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: memberKeys.profile(),
    queryFn: ({ signal }) => getProfile(signal),
  });

export function useProfile(enabled = true) {
  return useQuery({ ...profileQueryOptions(), enabled });
}
