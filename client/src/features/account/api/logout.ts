// POST /api/auth/logout: the server revokes the token; the session here ends either way.
import { useMutation } from '@tanstack/react-query';
import type { LogoutResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { auth, signOut } from '../../../stores/auth.store';
import { showToast } from '../../../stores/toast.store';

/**
 * Ends the session here first (which forgets the member's data: lib/session-end), then asks the
 * server to revoke the token. In that order, calls still in flight with the old token come back
 * to a signed-out client that ignores their 401s, so the member sees 已登出 and nothing else.
 */
export function logout(): Promise<LogoutResponse> {
  const token = auth.token;
  signOut({ leaving: true });
  // Already revoked (401) is as good as logged out: no redirect, no "session expired" toast.
  return apiRequest<LogoutResponse>('/auth/logout', { method: 'POST', handleUnauthorized: false, token });
}

export function useLogout() {
  return useMutation({
    mutationKey: ['auth', 'logout'],
    mutationFn: logout,
    onSettled: () => showToast('已登出', 'success'),
  });
}
