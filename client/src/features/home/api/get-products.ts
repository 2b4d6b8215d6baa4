// GET /api/products: the home tabs' grids, 40 a page, fetched page by page as the grid scrolls.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { constants, type ProductPage } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import type { HomeTabIndex } from '../../../lib/home-tabs';

/** Tab 0 shows every kind; tabs 1-3 show product type 0-2. */
const typeOfTab = (tab: HomeTabIndex): number | null => (tab === 0 ? null : tab - 1);

export function getProducts(tab: HomeTabIndex, page: number, signal?: AbortSignal): Promise<ProductPage> {
  const params = new URLSearchParams({ page: String(page), limit: String(constants.catalog.productsPerPage) });
  const type = typeOfTab(tab);
  if (type !== null) params.set('type', String(type));
  return apiRequest<ProductPage>(`/products?${params}`, { signal });
}

export const productsQueryOptions = (tab: HomeTabIndex) =>
  infiniteQueryOptions({
    queryKey: ['products', 'tab', tab],
    queryFn: ({ pageParam, signal }) => getProducts(tab, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
    staleTime: 60_000,
  });

export function useProducts(tab: HomeTabIndex) {
  return useInfiniteQuery(productsQueryOptions(tab));
}
