// GET /api/user/invoice-settings: the member's saved invoice settings and the donation bodies.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceSettingsResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';

export function getInvoiceSettings(signal?: AbortSignal): Promise<InvoiceSettingsResponse> {
  return apiRequest<InvoiceSettingsResponse>('/user/invoice-settings', { signal });
}

export const invoiceSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'invoice-settings'] as const,
    queryFn: ({ signal }) => getInvoiceSettings(signal),
    select: (answer) => answer.data,
  });

export function useInvoiceSettings() {
  return useQuery(invoiceSettingsQueryOptions());
}
