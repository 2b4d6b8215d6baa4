// GET /api/products/keywords/hot.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotKeywordsResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';

export async function getHotKeywords(signal?: AbortSignal): Promise<string[]> {
  return (await apiRequest<HotKeywordsResponse>('/products/keywords/hot', { signal })).data;
}

export const hotKeywordsQueryOptions = () =>
  queryOptions({ queryKey: ['products', 'hot-keywords'], queryFn: ({ signal }) => getHotKeywords(signal), staleTime: 10 * 60_000 });

export function useHotKeywords() {
  return useQuery(hotKeywordsQueryOptions());
}
