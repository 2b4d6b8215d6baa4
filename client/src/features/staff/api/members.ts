// Support's calls: GET /api/admin/users?q= (find a member), GET /api/admin/users/{userId}/events
// (their history, a page at a time, newest first), GET /api/admin/users/{userId}/state?at= (their
// state right after one event), POST /api/admin/users/{userId}/exports (an export recorded against the staff member), and the wallet corrections POST /api/admin/wallet/{userId}/points|tokens|coupons;
// their parcels waiting for the warehouse (GET /api/admin/shipping-orders?status=paid&user_id=) and the
// cancel of one (POST /api/admin/shipping-orders/{orderId}/cancel).
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdjustPointsRequest,
  CancelShippingRequest,
  CancelShippingResponse,
  GrantCouponRequest,
  GrantTokensRequest,
  MemberSearchResponse,
  MemberStateResponse,
  TimelineKind,
  RecordExportRequest,
  RecordExportResponse,
  ShippingOrdersResponse,
  UserHistoryResponse,
  WalletAdjustedResponse,
} from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

export function useMemberSearch(q: string) {
  return useQuery({
    queryKey: staffKeys.search(q),
    queryFn: ({ signal }) => apiRequest<MemberSearchResponse>(`/admin/users?q=${encodeURIComponent(q)}`, { signal }).then((r) => r.data),
    enabled: q.length > 0,
  });
}

/** What support narrows the timeline to; the server filters, so every page holds only matching events. */
export interface TimelineFilter {
  /** Kinds to show; every kind when empty. */
  kinds: readonly TimelineKind[];
  /** Taipei dates (YYYY-MM-DD) from and to, both included; open when empty. */
  from: string;
  to: string;
  /** An order number or words of an event's title. */
  query: string;
}

const TIMELINE_PAGE = 100;

/** The member's timeline, newest page first; each further page is the one before the last loaded. */
export function useMemberTimeline(userId: string, filter: TimelineFilter) {
  return useInfiniteQuery({
    queryKey: [...staffKeys.timeline(userId), 'events', filter],
    initialPageParam: null as string | null,
    queryFn: ({ signal, pageParam }) => {
      const params = new URLSearchParams({ limit: String(TIMELINE_PAGE) });
      if (pageParam) params.set('before', pageParam);
      if (filter.kinds.length) params.set('kinds', filter.kinds.join(','));
      if (filter.from) params.set('from', filter.from);
      if (filter.to) params.set('to', filter.to);
      if (filter.query.trim()) params.set('q', filter.query.trim());
      return apiRequest<UserHistoryResponse>(`/admin/users/${encodeURIComponent(userId)}/events?${params}`, { signal });
    },
    getNextPageParam: (page) => page.next,
    // A changed filter keeps the page (its counts, the filters being typed in) while its lines load.
    placeholderData: keepPreviousData,
  });
}

/** The member's state right after the event at `at` (a timeline position), or after their newest when null. */
export function useMemberState(userId: string, at: string | null) {
  return useQuery<MemberStateResponse['data']>({
    queryKey: [...staffKeys.timeline(userId), 'state', at],
    queryFn: ({ signal }) =>
      apiRequest<MemberStateResponse>(`/admin/users/${encodeURIComponent(userId)}/state${at ? `?at=${encodeURIComponent(at)}` : ''}`, {
        signal,
      }).then((r) => r.data),
  });
}

/** An export of the member's history is recorded against the staff member first; the file is built from what the page shows. */
export function useRecordExport(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordExportRequest) =>
      apiRequest<RecordExportResponse>(`/admin/users/${encodeURIComponent(userId)}/exports`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.timeline(userId) }),
  });
}

export type Correction =
  | { kind: 'points'; body: AdjustPointsRequest }
  | { kind: 'tokens'; body: GrantTokensRequest }
  | { kind: 'coupon'; body: Omit<GrantCouponRequest, 'min_purchase' | 'category_ids' | 'product_ids'> };

const CORRECTION_PATHS = { points: 'points', tokens: 'tokens', coupon: 'coupons' } as const;

/** A correction is a new event in the member's wallet, recorded with the staff member's id. */
export function useCorrection(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (correction: Correction) =>
      apiRequest<WalletAdjustedResponse>(`/admin/wallet/${encodeURIComponent(userId)}/${CORRECTION_PATHS[correction.kind]}`, {
        method: 'POST',
        body: correction.body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.timeline(userId) }),
  });
}

/** The member's box shipments not shipped yet: what support may still cancel. */
export function useMemberShippingOrders(userId: string) {
  return useQuery({
    queryKey: staffKeys.memberShippingOrders(userId),
    // The whole answer, as the fulfilment queue keeps it: marking shipped there updates this list too.
    queryFn: ({ signal }) =>
      apiRequest<ShippingOrdersResponse>(`/admin/shipping-orders?status=paid&per_page=100&user_id=${encodeURIComponent(userId)}`, { signal }),
  });
}

/** Support cancels a shipment before it leaves: new events on the box, the order and the wallet. */
export function useCancelShipping(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: CancelShippingRequest }) =>
      apiRequest<CancelShippingResponse>(`/admin/shipping-orders/${encodeURIComponent(orderId)}/cancel`, { method: 'POST', body }),
    onSuccess: ({ data }) => {
      // The queue's read model follows a moment later: the cached lists drop the order now (as marking
      // shipped applies its change), and refetch when next shown.
      queryClient.setQueriesData<ShippingOrdersResponse>({ queryKey: staffKeys.shippingOrdersAll() }, (list) => {
        const left = list?.data.filter((o) => o.order_id !== data.order_id);
        return list && left && left.length < list.data.length ? { ...list, data: left, total: list.total - 1 } : list;
      });
      void queryClient.invalidateQueries({ queryKey: staffKeys.shippingOrdersAll(), refetchType: 'none' });
      return queryClient.invalidateQueries({ queryKey: staffKeys.timeline(userId) });
    },
  });
}
