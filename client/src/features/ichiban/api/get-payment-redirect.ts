// GET /api/payment/redirect/{orderId}: where to go after paying (the draw screen for tokens).
import { paymentRedirectResponseSchema } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';

export async function getPaymentRedirect(orderId: string): Promise<string> {
  const res = await apiRequest(`/payment/redirect/${encodeURIComponent(orderId)}`, {
    schema: paymentRedirectResponseSchema,
    handleUnauthorized: false,
  });
  return res.redirect_url;
}
