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
import { apiRequest } from '../../../lib/api-client';
import { purchaseRequest } from '../../../lib/idempotency-key';

export const gachaKeys = {
  product: (id: string) => ['gacha', 'product', id] as const,
  coupons: (id: string) => ['gacha', 'coupons', id] as const,
  order: (id: string) => ['gacha', 'order', id] as const,
};

export const gachaProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: gachaKeys.product(id),
    queryFn: ({ signal }) => apiRequest<GachaProductResponse>(`/gacha/product/${encodeURIComponent(id)}`, { signal }),
    staleTime: constants.gacha.productCacheMs,
  });

export const useGachaProduct = (id: string) => useQuery(gachaProductQueryOptions(id));

export function useGachaCoupons(id: string, enabled: boolean) {
  return useQuery({
    queryKey: gachaKeys.coupons(id),
    queryFn: ({ signal }) => apiRequest<CouponsResponse>(`/user/coupons?category_id=2&product_id=${encodeURIComponent(id)}`, { signal }),
    enabled,
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
