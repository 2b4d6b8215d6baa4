// Staff sign in and out with the shop's own session: POST /api/auth/login (phone + password) and
// POST /api/auth/logout. The token and user land in the same store a shopper's do.
import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse, LogoutResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { signIn, signOut } from '../../../stores/auth.store';

export function useStaffLogin() {
  return useMutation({
    mutationFn: (body: LoginRequest) => apiRequest<LoginResponse>('/auth/login', { method: 'POST', body, handleUnauthorized: false }),
    onSuccess: (response) => signIn(response.data.token, response.data.user),
  });
}

export function useStaffLogout() {
  return useMutation({
    mutationFn: () => apiRequest<LogoutResponse>('/auth/logout', { method: 'POST', handleUnauthorized: false }),
    onSettled: () => signOut(),
  });
}
