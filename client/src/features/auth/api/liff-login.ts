// POST /api/line/liff-login: sign in with the id token the LIFF SDK gave (spec 000 §7).
import type { LiffLoginResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { signIn } from '../../../stores/auth.store';

export async function liffLogin(idToken: string): Promise<LiffLoginResponse> {
  // A refused token shows its own message (LINE 登入狀態已失效，請重新登入), not a bounce to /login.
  const response = await apiRequest<LiffLoginResponse>('/line/liff-login', {
    method: 'POST',
    body: { id_token: idToken },
    handleUnauthorized: false,
  });
  signIn(response.token, response.user);
  return response;
}
