// Blind-box calls (spec 002 §7): product, package, lock/release, tool cards, purchases, result.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  BlindboxOrderResultResponse,
  BlindboxProductResponse,
  BuyEntireResponse,
  BuyItemResponse,
  CollectionStatusResponse,
  CouponsResponse,
  FiguresResponse,
  HintCardResponse,
  InsightCardResponse,
  LockSlotResponse,
  OkResponse,
  PackageResponse,
  UserToolsCountResponse,
} from '@shop/contracts';
import { memberKeys } from '../../../api/member-keys';
import { apiRequest } from '../../../lib/api-client';
import { purchaseRequest } from '../../../lib/idempotency-key';
import { blindboxKeys } from './query-keys';

export { blindboxKeys };

const enc = encodeURIComponent;

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: blindboxKeys.product(id),
    queryFn: ({ signal }) => apiRequest<BlindboxProductResponse>(`/blindbox/product/${enc(id)}`, { signal }),
  });

export const packageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: blindboxKeys.package(id),
    queryFn: ({ signal }) => apiRequest<PackageResponse>(`/blindbox/package/${enc(id)}`, { signal }),
  });

export function useCollection(productId: string, enabled: boolean) {
  return useQuery({
    queryKey: blindboxKeys.collection(productId),
    queryFn: ({ signal }) => apiRequest<CollectionStatusResponse>(`/blindbox/product/${enc(productId)}/collection-status`, { signal }),
    enabled,
  });
}

export function useToolCount() {
  return useQuery({
    queryKey: blindboxKeys.toolCount(),
    queryFn: ({ signal }) => apiRequest<UserToolsCountResponse>('/user/tools/count', { signal }),
  });
}

export const lockSlot = (packageId: string, itemIndex: number) =>
  apiRequest<LockSlotResponse>(`/blindbox/package/${enc(packageId)}/lock`, { method: 'POST', body: { item_index: itemIndex } });

export const releaseSlot = (packageId: string) =>
  apiRequest<OkResponse>(`/blindbox/package/${enc(packageId)}/release`, { method: 'POST', body: {}, keepalive: true });

export const spendHintCard = (packageId: string, itemIndex: number) =>
  apiRequest<HintCardResponse>('/blindbox/use-hint-card', { method: 'POST', body: { package_id: packageId, item_index: itemIndex } });

export const spendInsightCard = (packageId: string, itemIndex: number) =>
  apiRequest<InsightCardResponse>('/blindbox/use-insight-card', { method: 'POST', body: { package_id: packageId, item_index: itemIndex } });

/** Bonus points (steps of 200) and a coupon the member chose on the slot page; the server checks both again. */
export const buyItem = (packageId: string, itemIndex: number, points = 0, couponId: string | null = null) =>
  purchaseRequest<BuyItemResponse>('/blindbox/buy-item', {
    method: 'POST',
    body: { package_id: packageId, item_index: itemIndex, payment_method: 'balance', points_discount: points, coupon_id: couponId },
  });

/** The member's coupons for a blind box of this series (category 1), usable ones first-class. */
export function useBlindboxCoupons(productId: string | null) {
  return useQuery({
    queryKey: [...memberKeys.wallet(), 'coupons', 'blindbox', productId] as const,
    queryFn: ({ signal }) => apiRequest<CouponsResponse>(`/user/coupons?category_id=1&product_id=${enc(productId ?? '')}`, { signal }),
    enabled: productId !== null,
  });
}

export const buyEntire = (productId: string, packageId: string) =>
  purchaseRequest<BuyEntireResponse>(`/blindbox/buy-entire-product/${enc(productId)}`, {
    method: 'POST',
    body: { package_id: packageId, payment_method: 'balance', points_discount: 0 },
  });

export const resultQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: blindboxKeys.result(orderId),
    queryFn: ({ signal }) => apiRequest<BlindboxOrderResultResponse>(`/blindbox/order-result/${enc(orderId)}`, { signal }),
  });

/** The figures catalogue (圖鑑); keyed by sign-in so a login shows the member's collected figures. */
export function useFigures(signedIn: boolean) {
  return useQuery({
    queryKey: blindboxKeys.figures(signedIn),
    queryFn: ({ signal }) => apiRequest<FiguresResponse>('/blindbox/figures', { signal }),
  });
}
