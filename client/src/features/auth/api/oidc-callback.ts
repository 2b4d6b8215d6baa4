// GET /api/auth/oidc/callback: finishes a Google or LINE sign-in the provider sent back here.
import type { OidcCallbackResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { signIn } from '../../../stores/auth.store';

export async function finishOidcSignIn(code: string, state: string, signal?: AbortSignal): Promise<OidcCallbackResponse> {
  const query = new URLSearchParams({ code, state });
  const response = await apiRequest<OidcCallbackResponse>(`/auth/oidc/callback?${query}`, {
    signal,
    handleUnauthorized: false,
  });
  signIn(response.data.token, response.data.user);
  return response;
}

/** Where the browser goes to start a provider sign-in (a full page load: the provider's pages follow). */
export function oidcLoginUrl(provider: 'google' | 'line', redirect: string): string {
  return `/api/auth/oidc/${provider}/login?redirect=${encodeURIComponent(redirect)}`;
}
