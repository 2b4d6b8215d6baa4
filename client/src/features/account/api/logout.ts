// POST /api/auth/logout: the server revokes the token; the session here ends either way.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LogoutResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { clearSessionQueries } from '../../../lib/session-queries';
import { signOut } from '../../../stores/auth.store';

export function logout(): Promise<LogoutResponse> {
  // Already revoked (401) is as good as logged out: no redirect, no "session expired" toast.
  return apiRequest<LogoutResponse>('/auth/logout', { method: 'POST', handleUnauthorized: false });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'logout'],
    mutationFn: logout,
    onSettled: () => {
      signOut();
      clearSessionQueries(queryClient);
    },
  });
}
