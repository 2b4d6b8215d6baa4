// GET /api/payment/redirect/{orderId}: where to go after ordering: the draw screen for tokens; for
// a card order the gateway, with the form that posts the browser there.
import type { PaymentRedirectResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';

export interface PaymentRedirect {
  url: string;
  /** The gateway's auto-submitting MPG form (a card order awaiting payment). */
  paymentForm: string | null;
}

export async function getPaymentRedirect(orderId: string): Promise<PaymentRedirect> {
  const res = await apiRequest<PaymentRedirectResponse>(`/payment/redirect/${encodeURIComponent(orderId)}`, {
    handleUnauthorized: false,
  });
  return { url: res.redirect_url, paymentForm: res.data?.payment_form ?? null };
}
