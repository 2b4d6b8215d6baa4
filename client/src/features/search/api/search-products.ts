// GET /api/products/search?q: the results grid.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductSearchResponse, ProductSummary } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';

export async function searchProducts(q: string, signal?: AbortSignal): Promise<ProductSummary[]> {
  const body = await apiRequest<ProductSearchResponse>(`/products/search?q=${encodeURIComponent(q)}`, { signal });
  return body.data;
}

export const searchProductsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['products', 'search', q],
    queryFn: ({ signal }) => searchProducts(q, signal),
    enabled: q !== '',
    staleTime: 60_000,
  });

export function useSearchProducts(q: string) {
  return useQuery(searchProductsQueryOptions(q));
}
