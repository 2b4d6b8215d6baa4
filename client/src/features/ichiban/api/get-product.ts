// GET /api/products/{id}: the product with its prizes, images and ticket counts (spec 001 §3).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { lockTubeResponseSchema, productSummarySchema, tubePrizeSchema } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { ichibanKeys } from './query-keys';

// contracts has no detail schema yet (the catalogue owns it): this one is composed only of
// contracts' schemas, so it cannot drift from the server's field types. Move it there when it lands.
const text = productSummarySchema.shape.name;
const productDetailSchema = productSummarySchema.extend({
  images: text.array(),
  description: text.nullable(),
  prizes: tubePrizeSchema.array(),
});
const productDetailResponseSchema = lockTubeResponseSchema.pick({ success: true }).extend({ data: productDetailSchema });

export type ProductDetail = ReturnType<(typeof productDetailSchema)['parse']>;

export async function getProduct(productId: string, signal?: AbortSignal): Promise<ProductDetail> {
  const res = await apiRequest(`/products/${encodeURIComponent(productId)}`, { schema: productDetailResponseSchema, signal });
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
