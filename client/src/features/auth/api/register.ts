// POST /api/auth/register: step 2 of registration; the new member is signed in at once.
import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest, RegisterResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { signIn } from '../../../stores/auth.store';

export function register(body: RegisterRequest): Promise<RegisterResponse> {
  return apiRequest<RegisterResponse>('/auth/register', { method: 'POST', body, handleUnauthorized: false });
}

export function useRegister() {
  return useMutation({
    mutationKey: ['auth', 'register'],
    mutationFn: register,
    onSuccess: (response) => signIn(response.data.token, response.data.user),
  });
}
