// GET /api/likes: the member's liked products (a toggle is client/src/api/toggle-like.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LikesResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { memberKeys } from '../../../api/member-keys';

export const likesQueryOptions = () =>
  queryOptions({
    queryKey: memberKeys.likes(),
    queryFn: ({ signal }) => apiRequest<LikesResponse>('/likes', { signal }),
  });

export function useLikes(enabled: boolean) {
  return useQuery({ ...likesQueryOptions(), enabled });
}
