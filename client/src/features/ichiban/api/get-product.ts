// GET /api/products/{id}: the product with its prizes, images and ticket counts (spec 001 §3).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductSummary, TubePrizeEntry } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { ichibanKeys } from './query-keys';

// contracts has no detail type yet (the catalogue owns it): this one extends contracts' own types
// with the three fields the detail adds. Move it there when it lands.
export type ProductDetail = ProductSummary & { images: string[]; description: string | null; prizes: TubePrizeEntry[] };

export async function getProduct(productId: string, signal?: AbortSignal): Promise<ProductDetail> {
  const res = await apiRequest<{ success: true; data: ProductDetail }>(`/products/${encodeURIComponent(productId)}`, { signal });
  return res.data;
}

export const productQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: ichibanKeys.product(productId),
    queryFn: ({ signal }) => getProduct(productId, signal),
  });

export function useProduct(productId: string) {
  return useQuery(productQueryOptions(productId));
}
