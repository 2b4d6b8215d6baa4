// GET /api/banners: carousel banners and cover promos, cached 24 h under banner_cache_v2
// (spec 000 §3, §4, §9). The answer may be a bare list or {banners, overlay_ads}.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type BannersResponse, constants, type Banner, type CoverPromo } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { isFresh, readCached, writeCached } from '../cached-resource';

export interface HomeBanners {
  banners: Banner[];
  promos: CoverPromo[];
}

const CACHE_KEY = constants.storageKeys.bannerCache;

export async function getBanners(signal?: AbortSignal): Promise<HomeBanners> {
  const body = await apiRequest<BannersResponse>('/banners', { signal });
  const data = Array.isArray(body) ? { banners: body, promos: [] } : { banners: body.banners, promos: body.overlay_ads };
  writeCached(CACHE_KEY, data, Date.now());
  return data;
}

export const bannersQueryOptions = () => {
  const cached = readCached<HomeBanners>(CACHE_KEY);
  return queryOptions({
    queryKey: ['banners'],
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
