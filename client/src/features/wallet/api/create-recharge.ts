// POST /api/recharge: amount and invoice fields; answers with the gateway's payment form.
import { useMutation } from '@tanstack/react-query';
import type { RechargeRequest, RechargeResponse } from '@shop/contracts';
import { purchaseRequest } from '../../../lib/idempotency-key';

export function createRecharge(request: RechargeRequest): Promise<RechargeResponse> {
  return purchaseRequest<RechargeResponse>('/recharge', { method: 'POST', body: request });
}

export function useCreateRecharge() {
  return useMutation({ mutationKey: ['wallet', 'recharge'], mutationFn: createRecharge });
}
