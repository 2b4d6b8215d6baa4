// POST /api/auth/reset-password: step 2 of forgot password. The server ends every session of the
// account, so a session of that phone in this browser ends too.
import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest, ResetPasswordResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { auth, signOut } from '../../../stores/auth.store';

export function resetPassword(body: ResetPasswordRequest): Promise<ResetPasswordResponse> {
  return apiRequest<ResetPasswordResponse>('/auth/reset-password', { method: 'POST', body, handleUnauthorized: false });
}

export function useResetPassword() {
  return useMutation({
    mutationKey: ['auth', 'reset-password'],
    mutationFn: resetPassword,
    onSuccess: (_response, body) => {
      if (auth.user?.phone && auth.user.phone === body.phone) signOut();
    },
  });
}
