// GET /api/banners: carousel banners and cover promos, cached 24 h under banner_cache_v2
// (spec 000 §3, §4, §9). The answer may be a bare list or {banners, overlay_ads}.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type BannersResponse, constants } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { isFresh, readCached, writeCached } from '../cached-resource';
import { homeKeys, toHomeBanners, type HomeBanners } from './query-keys';

const CACHE_KEY = constants.storageKeys.bannerCache;

export async function getBanners(signal?: AbortSignal): Promise<HomeBanners> {
  const data = toHomeBanners(await apiRequest<BannersResponse>('/banners', { signal }));
  writeCached(CACHE_KEY, data, Date.now());
  return data;
}

export const bannersQueryOptions = () => {
  const cached = readCached<HomeBanners>(CACHE_KEY);
  return queryOptions({
    queryKey: homeKeys.banners,
    queryFn: ({ signal }) => getBanners(signal),
    staleTime: constants.catalog.bannerCacheMs,
    // A fresh local copy shows at once and saves the request; an old one is refetched.
    initialData: isFresh(cached, constants.catalog.bannerCacheMs, Date.now()) ? cached!.data : undefined,
    initialDataUpdatedAt: cached?.savedAt,
  });
};

export function useBanners() {
  return useQuery(bannersQueryOptions());
}
