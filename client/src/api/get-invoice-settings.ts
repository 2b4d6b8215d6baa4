// GET /api/user/invoice-settings: the member's saved invoice settings and the donation bodies. Shared
// by the settings screen (account) and the recharge page (wallet): one cache entry, so a save on the
// settings screen shows on the recharge page at once.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceSettingsResponse } from '@shop/contracts';
import { apiRequest } from '../lib/api-client';
import { memberKeys } from './member-keys';

export function getInvoiceSettings(signal?: AbortSignal): Promise<InvoiceSettingsResponse> {
  return apiRequest<InvoiceSettingsResponse>('/user/invoice-settings', { signal });
}

export const invoiceSettingsQueryOptions = () =>
  queryOptions({
    queryKey: memberKeys.invoiceSettings(),
    queryFn: ({ signal }) => getInvoiceSettings(signal),
    select: (answer) => answer.data,
  });

export function useInvoiceSettings() {
  return useQuery(invoiceSettingsQueryOptions());
}
