// The gacha calls (spec 001 §7): the machine (cached 30 s), a draw, the order detail the
// animation reads, the payment redirect after a draw and the member's coupons for the picker.
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  constants,
  type CouponsResponse,
  type GachaDrawRequest,
  type GachaDrawResponse,
  type GachaProductResponse,
  type GachaOrderDetailResponse,
} from '@shop/contracts';
import { memberKeys } from '../../../api/member-keys';
import { apiRequest } from '../../../lib/api-client';
import { purchaseRequest } from '../../../lib/idempotency-key';
import { gachaKeys } from './query-keys';

export const gachaProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: gachaKeys.product(id),
    queryFn: ({ signal }) => apiRequest<GachaProductResponse>(`/gacha/product/${encodeURIComponent(id)}`, { signal }),
    staleTime: constants.gacha.productCacheMs,
    structuralSharing: (cached, fetched) => keepLowerStock(cached as GachaProductResponse | undefined, fetched as GachaProductResponse),
  });

/**
 * A refetch answered from a read model a draw has not reached yet must not undo the stock a live
 * notice already lowered: within a round stock only falls, so the lower count stands.
 */
export function keepLowerStock(cached: GachaProductResponse | undefined, fetched: GachaProductResponse): GachaProductResponse {
  if (!cached || cached.product.round !== fetched.product.round) return fetched;
  if (fetched.product.remaining_quantity <= cached.product.remaining_quantity) return fetched;
  const { remaining_quantity, total_quantity, sold_out } = cached.product;
  const left = new Map(cached.items.map((i) => [i.id, i]));
  return {
    ...fetched,
    product: { ...fetched.product, remaining_quantity, total_quantity, sold_out },
    items: fetched.items.map((item) => {
      const known = left.get(item.id);
      return known ? { ...item, remaining_quantity: known.remaining_quantity, probability: known.probability } : item;
    }),
  };
}

export const useGachaProduct = (id: string) => useQuery(gachaProductQueryOptions(id));

export function useGachaCoupons(id: string, enabled: boolean) {
  return useQuery({
    // Under the wallet, so a purchase marks it stale; kept only while the popup is open, so the
    // popup never offers, even for a moment, a coupon the last purchase spent.
    queryKey: [...memberKeys.wallet(), 'coupons', 'gacha', id] as const,
    queryFn: ({ signal }) => apiRequest<CouponsResponse>(`/user/coupons?category_id=2&product_id=${encodeURIComponent(id)}`, { signal }),
    enabled,
    gcTime: 0,
  });
}

export function drawGacha(id: string, body: GachaDrawRequest): Promise<GachaDrawResponse> {
  // A 401 is the purchase flow's to handle (請先登入再進行轉蛋).
  return purchaseRequest<GachaDrawResponse>(`/gacha/draw/${encodeURIComponent(id)}`, { method: 'POST', body, handleUnauthorized: false });
}

export function getOrderDetail(orderId: string, signal?: AbortSignal): Promise<GachaOrderDetailResponse> {
  return apiRequest<GachaOrderDetailResponse>(`/orders/id/${encodeURIComponent(orderId)}`, { signal });
}

export function getPaymentRedirect(orderId: string): Promise<{ success: true; redirect_url: string }> {
  return apiRequest(`/payment/redirect/${encodeURIComponent(orderId)}`);
}
