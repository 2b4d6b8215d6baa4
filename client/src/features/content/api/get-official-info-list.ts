// GET /api/official-info?page&limit=10: the /info list, page by page, cached 10 min.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { constants, type OfficialInfoPage } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';

export function getOfficialInfoList(page: number, signal?: AbortSignal): Promise<OfficialInfoPage> {
  return apiRequest<OfficialInfoPage>(`/official-info?page=${page}&limit=${constants.catalog.officialInfoPageSize}`, { signal });
}

export const officialInfoListQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['official-info', 'list'],
    queryFn: ({ pageParam, signal }) => getOfficialInfoList(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
    staleTime: constants.catalog.officialInfoCacheMs,
  });

export function useOfficialInfoList() {
  return useInfiniteQuery(officialInfoListQueryOptions());
}
