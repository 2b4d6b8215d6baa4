// POST /api/auth/phone/verify: sign in with the SMS code.
import { useMutation } from '@tanstack/react-query';
import type { PhoneVerifyRequest, PhoneVerifyResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { signIn } from '../../../stores/auth.store';

export function verifyCode(body: PhoneVerifyRequest): Promise<PhoneVerifyResponse> {
  // A wrong code must show its own message, not bounce to /login.
  return apiRequest<PhoneVerifyResponse>('/auth/phone/verify', { method: 'POST', body, handleUnauthorized: false });
}

export function useVerifyCode() {
  return useMutation({
    mutationKey: ['auth', 'verify-code'],
    mutationFn: verifyCode,
    onSuccess: (response) => signIn(response.data.token, response.data.user),
  });
}
