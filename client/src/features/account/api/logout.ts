// POST /api/auth/logout: the server revokes the token; the session here ends either way.
import { useMutation } from '@tanstack/react-query';
import type { LogoutResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { signOut } from '../../../stores/auth.store';
import { showToast } from '../../../stores/toast.store';

export function logout(): Promise<LogoutResponse> {
  // Already revoked (401) is as good as logged out: no redirect, no "session expired" toast.
  return apiRequest<LogoutResponse>('/auth/logout', { method: 'POST', handleUnauthorized: false });
}

/**
 * The session ends when the server has answered, whatever the screen is by then: ending it is what
 * forgets the member's data (lib/session-end, installed by the app).
 */
export function useLogout() {
  return useMutation({
    mutationKey: ['auth', 'logout'],
    mutationFn: logout,
    onSettled: () => {
      signOut();
      showToast('已登出', 'success');
    },
  });
}
