// The admin's calls: the fulfilment queue GET /api/admin/shipping-orders?status= and
// POST /api/admin/shipping-orders/{orderId}/ship and …/deliver (support or admin); the catalogue
// GET /api/admin/catalogue/products, POST /api/admin/catalogue/ichiban-products and
// POST /api/admin/catalogue/products/{id}/off-sale and PUT …/products/{id}/schedule (admin).
// The server records the staff id.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminContentSavedResponse,
  AdminProductsResponse,
  BannersResponse,
  HotKeywordsResponse,
  OkResponse,
  CreateIchibanProductRequest,
  CreateIchibanProductResponse,
  MarkDeliveredResponse,
  MarkShippedRequest,
  MarkShippedResponse,
  ProductScheduleRequest,
  ProductScheduleResponse,
  ShippingOrdersResponse,
  TakeOffSaleResponse,
} from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

export type ShippingQueue = ShippingOrdersResponse['data'][number]['status'];

export function useShippingOrders(status: ShippingQueue, page: number) {
  return useQuery({
    queryKey: staffKeys.shippingOrders(status, page),
    queryFn: ({ signal }) => apiRequest<ShippingOrdersResponse>(`/admin/shipping-orders?status=${status}&page=${page}`, { signal }),
    // A work queue: every visit reads it afresh.
    staleTime: 0,
  });
}

/**
 * The queue is a read model that follows the write a moment later: a refetch at once could still
 * show the order as paid. The answer is applied to the cached lists instead (the order stays in
 * place, marked shipped with its tracking number) and the shipped lists refetch when next shown.
 */
export function useMarkShipped() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: MarkShippedRequest }) =>
      apiRequest<MarkShippedResponse>(`/admin/shipping-orders/${encodeURIComponent(orderId)}/ship`, { method: 'POST', body }),
    onSuccess: ({ data }) => {
      const shippedAt = new Date().toISOString();
      queryClient.setQueriesData<ShippingOrdersResponse>({ queryKey: staffKeys.shippingOrdersAll() }, (list) =>
        list
          ? {
              ...list,
              data: list.data.map((o) =>
                o.order_id === data.order_id
                  ? { ...o, status: 'shipped' as const, carrier: data.carrier, tracking_number: data.tracking_number, shipped_at: shippedAt }
                  : o,
              ),
            }
          : list,
      );
      void queryClient.invalidateQueries({ queryKey: staffKeys.shippingOrdersAll(), refetchType: 'none' });
    },
  });
}

/** The parcel reached the member: the order completes. Applied to the cached lists like marking shipped. */
export function useMarkDelivered() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      apiRequest<MarkDeliveredResponse>(`/admin/shipping-orders/${encodeURIComponent(orderId)}/deliver`, { method: 'POST', body: {} }),
    onSuccess: ({ data }) => {
      queryClient.setQueriesData<ShippingOrdersResponse>({ queryKey: staffKeys.shippingOrdersAll() }, (list) =>
        list ? { ...list, data: list.data.map((o) => (o.order_id === data.order_id ? { ...o, status: 'delivered' as const } : o)) } : list,
      );
      void queryClient.invalidateQueries({ queryKey: staffKeys.shippingOrdersAll(), refetchType: 'none' });
    },
  });
}

export function useAdminProducts() {
  return useQuery({
    queryKey: staffKeys.products(),
    queryFn: ({ signal }) => apiRequest<AdminProductsResponse>('/admin/catalogue/products', { signal }).then((r) => r.data),
  });
}

export function useCreateIchibanProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateIchibanProductRequest) =>
      apiRequest<CreateIchibanProductResponse>('/admin/catalogue/ichiban-products', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.products() }),
  });
}

export function useTakeOffSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: string) =>
      apiRequest<TakeOffSaleResponse>(`/admin/catalogue/products/${encodeURIComponent(productId)}/off-sale`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.products() }),
  });
}

export function useScheduleProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, ...body }: ProductScheduleRequest & { productId: string }) =>
      apiRequest<ProductScheduleResponse>(`/admin/catalogue/products/${encodeURIComponent(productId)}/schedule`, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.products() }),
  });
}

// Content (admin): the shop's own public reads (GET /api/banners and
// /api/products/keywords/hot) and the back office's writes under /api/admin/content.
export function useBannersForStaff() {
  return useQuery({
    queryKey: staffKeys.content('banners'),
    queryFn: ({ signal }) => apiRequest<BannersResponse>('/banners', { signal }).then((r) => (Array.isArray(r) ? r : r.banners)),
    staleTime: 0,
  });
}

export function useHotKeywordsForStaff() {
  return useQuery({
    queryKey: staffKeys.content('hot-keywords'),
    queryFn: ({ signal }) => apiRequest<HotKeywordsResponse>('/products/keywords/hot', { signal }).then((r) => r.data),
    staleTime: 0,
  });
}

export type ContentKind = 'banners' | 'notices' | 'hot-keywords';

export function useSaveContent(kind: ContentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: object) => apiRequest<AdminContentSavedResponse>(`/admin/content/${kind}`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.content(kind) }),
  });
}

export function useDeleteContent(kind: ContentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<OkResponse>(`/admin/content/${kind}/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.content(kind) }),
  });
}
