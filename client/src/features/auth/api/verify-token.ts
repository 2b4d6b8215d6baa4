// GET /api/auth/verify-token: is the stored token still good?
import type { VerifyTokenResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';

export function verifyToken(signal?: AbortSignal): Promise<VerifyTokenResponse> {
  // A dead token on a public page should not yank the visitor to /login: the guard decides.
  return apiRequest<VerifyTokenResponse>('/auth/verify-token', { signal, handleUnauthorized: false });
}
