// GET /api/orders/latest-notices?limit=10: the marquee, cached 1 h; on a network error or a 5xx
// the cached notices are shown instead (spec 000 §4, §8).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { constants, type LatestNoticesResponse, type Notice } from '@shop/contracts';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { isFresh, readCached, writeCached } from '../cached-resource';

export const NOTICE_CACHE_KEY = 'latest_notices_cache';

export async function getLatestNotices(signal?: AbortSignal): Promise<Notice[]> {
  try {
    const body = await apiRequest<LatestNoticesResponse>(`/orders/latest-notices?limit=${constants.catalog.noticesPerFetch}`, { signal });
    writeCached(NOTICE_CACHE_KEY, body.data, Date.now());
    return body.data;
  } catch (error) {
    const cached = readCached<Notice[]>(NOTICE_CACHE_KEY);
    if (cached && isApiError(error) && (error.status === 0 || error.status >= 500)) return cached.data;
    throw error;
  }
}

export const latestNoticesQueryOptions = () => {
  const cached = readCached<Notice[]>(NOTICE_CACHE_KEY);
  return queryOptions({
    queryKey: ['latest-notices'],
    queryFn: ({ signal }) => getLatestNotices(signal),
    staleTime: constants.catalog.noticeCacheMs,
    initialData: isFresh(cached, constants.catalog.noticeCacheMs, Date.now()) ? cached!.data : undefined,
    initialDataUpdatedAt: cached?.savedAt,
  });
};

export function useLatestNotices() {
  return useQuery(latestNoticesQueryOptions());
}
