// Orders whose payment the purchase recovery voided (support and admin): GET /api/admin/voided-payments.
import { useQuery } from '@tanstack/react-query';
import type { VoidedPaymentsResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

export function useVoidedPayments() {
  return useQuery({
    queryKey: staffKeys.voidedPayments(),
    queryFn: ({ signal }) => apiRequest<VoidedPaymentsResponse>('/admin/voided-payments', { signal }).then((r) => r.data),
    staleTime: 0,
  });
}
