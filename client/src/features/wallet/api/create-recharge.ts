// POST /api/recharge: amount and invoice fields; answers with the gateway's payment form.
import { useMutation } from '@tanstack/react-query';
import type { RechargeRequest, RechargeResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';

export function createRecharge(request: RechargeRequest): Promise<RechargeResponse> {
  return apiRequest<RechargeResponse>('/recharge', { method: 'POST', body: request });
}

export function useCreateRecharge() {
  return useMutation({ mutationKey: ['wallet', 'recharge'], mutationFn: createRecharge });
}
