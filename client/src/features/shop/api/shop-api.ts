// The shop's and the order history's calls (spec 002 §7 "Shop, checkout, orders"):
//   GET /api/shop/items?page&limit, GET /api/shop/items/{id}           (public)
//   POST /api/orders, GET /api/payment/mpg/{no}                         (checkout)
//   GET /api/orders?page&per_page&status, /orders/status/counts, /orders/{no}  (member data)
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  constants,
  type CheckoutRequest,
  type CheckoutResponse,
  type MpgFormResponse,
  type OrderDetailResponse,
  type OrdersResponse,
  type OrderStatusCountsResponse,
  type OrderTab,
  type ShopItemResponse,
  type ShopItemsResponse,
} from '@shop/contracts';
import { memberKeys } from '../../../api/member-keys';
import { apiRequest } from '../../../lib/api-client';
import { purchaseRequest } from '../../../lib/idempotency-key';

export const shopKeys = {
  items: (limit: number) => ['shop', 'items', limit] as const,
  item: (id: string) => ['shop', 'item', id] as const,
  /** Member data: the session's end drops it, a purchase marks it stale. */
  orders: (tab: OrderTab) => [...memberKeys.all, 'orders', 'list', tab] as const,
  orderCounts: () => [...memberKeys.all, 'orders', 'counts'] as const,
  order: (no: string) => [...memberKeys.all, 'orders', 'one', no] as const,
};

export const shopItemsQueryOptions = (grid: boolean) => {
  const limit = grid ? constants.catalog.shopGridPageSize : constants.catalog.shopPageSize;
  return infiniteQueryOptions({
    queryKey: shopKeys.items(limit),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ShopItemsResponse>(`/shop/items?${new URLSearchParams({ page: String(pageParam), limit: String(limit) })}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
  });
};

export const useShopItems = (grid: boolean) => useInfiniteQuery(shopItemsQueryOptions(grid));

export const shopItemQueryOptions = (id: string) =>
  queryOptions({
    queryKey: shopKeys.item(id),
    queryFn: ({ signal }) => apiRequest<ShopItemResponse>(`/shop/items/${encodeURIComponent(id)}`, { signal }),
    // Stock changes while the page is open: re-read on every visit.
    staleTime: 0,
  });

export const useShopItem = (id: string) => useQuery(shopItemQueryOptions(id));

export const createOrder = (request: CheckoutRequest) => purchaseRequest<CheckoutResponse>('/orders', { method: 'POST', body: request });

export const getPaymentForm = (orderNumber: string) => apiRequest<MpgFormResponse>(`/payment/mpg/${encodeURIComponent(orderNumber)}`);

export const ordersQueryOptions = (tab: OrderTab) =>
  infiniteQueryOptions({
    queryKey: shopKeys.orders(tab),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<OrdersResponse>(
        `/orders?${new URLSearchParams({ page: String(pageParam), per_page: String(constants.paging.ordersPerPage), status: tab })}`,
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.data.current_page < last.data.last_page ? last.data.current_page + 1 : undefined),
    staleTime: 0,
  });

export const useOrders = (tab: OrderTab) => useInfiniteQuery(ordersQueryOptions(tab));

export const useOrderCounts = () =>
  useQuery({
    queryKey: shopKeys.orderCounts(),
    queryFn: ({ signal }) => apiRequest<OrderStatusCountsResponse>('/orders/status/counts', { signal }),
    select: (answer) => answer.data,
    staleTime: 0,
  });

export const useOrder = (no: string) =>
  useQuery({
    queryKey: shopKeys.order(no),
    queryFn: ({ signal }) => apiRequest<OrderDetailResponse>(`/orders/${encodeURIComponent(no)}`, { signal }),
    enabled: no !== '',
    staleTime: 0,
  });
