// POST /api/auth/phone/send-code: an SMS code for code login, registration or password reset.
import { useMutation } from '@tanstack/react-query';
import type { SendCodeRequest, SendCodeResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';

export function sendCode(body: SendCodeRequest): Promise<SendCodeResponse> {
  return apiRequest<SendCodeResponse>('/auth/phone/send-code', { method: 'POST', body });
}

export function useSendCode() {
  return useMutation({ mutationKey: ['auth', 'send-code'], mutationFn: sendCode });
}
