// GET /api/payment/redirect/{orderId}: where to go after paying (the draw screen for tokens).
import type { PaymentRedirectResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';

export async function getPaymentRedirect(orderId: string): Promise<string> {
  const res = await apiRequest<PaymentRedirectResponse>(`/payment/redirect/${encodeURIComponent(orderId)}`, {
    handleUnauthorized: false,
  });
  return res.redirect_url;
}
