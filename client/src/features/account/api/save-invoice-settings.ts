// PUT /api/user/invoice-settings/{carrier|tax-id|donation|email}: the settings screen saves the
// chosen type's own field first, then the e-mail with the chosen type (which may be 'none').
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  InvoiceSettingsResponse,
  PutInvoiceCarrierRequest,
  PutInvoiceDonationRequest,
  PutInvoiceEmailRequest,
  PutInvoiceTaxIdRequest,
} from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invoiceSettingsQueryOptions } from '../../../api/get-invoice-settings';
import type { InvoiceSaveStep } from '../invoice-form';

const put = <B>(path: string, body: B) => apiRequest<InvoiceSettingsResponse>(`/user/invoice-settings/${path}`, { method: 'PUT', body });

export function saveInvoiceStep(step: InvoiceSaveStep): Promise<InvoiceSettingsResponse> {
  switch (step.path) {
    case 'carrier':
      return put<PutInvoiceCarrierRequest>('carrier', step.body);
    case 'tax-id':
      return put<PutInvoiceTaxIdRequest>('tax-id', step.body);
    case 'donation':
      return put<PutInvoiceDonationRequest>('donation', step.body);
    case 'email':
      return put<PutInvoiceEmailRequest>('email', step.body);
  }
}

/** Runs the steps in order; the last answer holds the settings as saved. */
export async function saveInvoiceSettings(steps: InvoiceSaveStep[]): Promise<InvoiceSettingsResponse> {
  let answer: InvoiceSettingsResponse | undefined;
  for (const step of steps) answer = await saveInvoiceStep(step);
  if (!answer) throw new Error('nothing to save');
  return answer;
}

export function useSaveInvoiceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'invoice-settings', 'save'],
    mutationFn: saveInvoiceSettings,
    onSuccess: (answer) => queryClient.setQueryData(invoiceSettingsQueryOptions().queryKey, answer),
  });
}
