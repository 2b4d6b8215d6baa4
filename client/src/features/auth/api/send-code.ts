// POST /api/auth/phone/send-code: an SMS code for code login, registration or password reset.
import { useMutation } from '@tanstack/react-query';
import { sendCodeResponseSchema, type SendCodeRequest, type SendCodeResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';

export function sendCode(body: SendCodeRequest): Promise<SendCodeResponse> {
  return apiRequest('/auth/phone/send-code', { method: 'POST', body, schema: sendCodeResponseSchema });
}

export function useSendCode() {
  return useMutation({ mutationKey: ['auth', 'send-code'], mutationFn: sendCode });
}
