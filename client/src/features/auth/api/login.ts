// POST /api/auth/login: phone + password sign-in (spec 000 §7).
import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { signIn } from '../../../stores/auth.store';

export function login(body: LoginRequest): Promise<LoginResponse> {
  // Wrong credentials answer 401; the form shows the message instead of being redirected.
  return apiRequest<LoginResponse>('/auth/login', { method: 'POST', body, handleUnauthorized: false });
}

export function useLogin() {
  return useMutation({
    mutationKey: ['auth', 'login'],
    mutationFn: login,
    onSuccess: (response) => signIn(response.data.token, response.data.user),
  });
}
