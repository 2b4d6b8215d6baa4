// GET /api/products: the home tabs' grids, 40 a page, fetched page by page as the grid scrolls.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ProductPage } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import type { HomeTabIndex } from '../../../lib/home-tabs';
import { homeKeys, productsPath } from './query-keys';

export function getProducts(tab: HomeTabIndex, page: number, signal?: AbortSignal): Promise<ProductPage> {
  return apiRequest<ProductPage>(productsPath(tab, page), { signal });
}

export const productsQueryOptions = (tab: HomeTabIndex) =>
  infiniteQueryOptions({
    queryKey: homeKeys.products(tab),
    queryFn: ({ pageParam, signal }) => getProducts(tab, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
    staleTime: 60_000,
  });

export function useProducts(tab: HomeTabIndex) {
  return useInfiniteQuery(productsQueryOptions(tab));
}
