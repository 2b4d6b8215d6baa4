// GET /api/products/hot: the first 6 products.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotProductsResponse, HotItem } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';

export async function getHotProducts(signal?: AbortSignal): Promise<HotItem[]> {
  return (await apiRequest<HotProductsResponse>('/products/hot', { signal })).data;
}

export const hotProductsQueryOptions = () =>
  queryOptions({ queryKey: ['products', 'hot'], queryFn: ({ signal }) => getHotProducts(signal), staleTime: 5 * 60_000 });

export function useHotProducts() {
  return useQuery(hotProductsQueryOptions());
}
