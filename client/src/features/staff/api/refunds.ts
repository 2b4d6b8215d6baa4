// The refund queue's calls (support or admin): GET /api/admin/card-refunds?status=due|refunded&page,
// POST /api/admin/card-refunds/{orderNumber}/refund (the gateway refunds) and …/refunded (a refund made
// in the gateway's console, recorded by hand). The server records the staff id.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CardRefundStatus, CardRefundsResponse, MarkCardRefundedRequest, MarkCardRefundedResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

export function useCardRefunds(status: CardRefundStatus, page: number) {
  return useQuery({
    queryKey: staffKeys.cardRefunds(status, page),
    queryFn: ({ signal }) => apiRequest<CardRefundsResponse>(`/admin/card-refunds?status=${status}&page=${page}`, { signal }),
    // A work queue: every visit reads it afresh.
    staleTime: 0,
  });
}

/**
 * The queue is a read model that follows the write a moment later: like marking a parcel shipped,
 * the answer is applied to the cached lists (the order stays in place, marked refunded with its
 * reference) and the lists refetch when next shown.
 */
export function useMarkCardRefunded() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderNumber, body }: { orderNumber: string; body: MarkCardRefundedRequest }) =>
      apiRequest<MarkCardRefundedResponse>(`/admin/card-refunds/${encodeURIComponent(orderNumber)}/refunded`, { method: 'POST', body }),
    onSuccess: ({ data }) => showRefunded(queryClient, data),
  });
}

/** 退款: the gateway refunds what the order owes back; its answer is applied to the lists as a recorded one. */
export function useRefundCardPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderNumber: string) =>
      apiRequest<MarkCardRefundedResponse>(`/admin/card-refunds/${encodeURIComponent(orderNumber)}/refund`, { method: 'POST', body: {} }),
    onSuccess: ({ data }) => showRefunded(queryClient, data),
  });
}

function showRefunded(queryClient: QueryClient, data: MarkCardRefundedResponse['data']): void {
  const refundedAt = new Date().toISOString();
  queryClient.setQueriesData<CardRefundsResponse>({ queryKey: staffKeys.cardRefundsAll() }, (list) =>
    list
      ? {
          ...list,
          data: list.data.map((r) => (r.order_number === data.order_number ? { ...r, reference: data.reference, refunded_at: refundedAt } : r)),
        }
      : list,
  );
  void queryClient.invalidateQueries({ queryKey: staffKeys.cardRefundsAll(), refetchType: 'none' });
}
