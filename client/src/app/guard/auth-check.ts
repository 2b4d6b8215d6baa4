// The once-per-load session check behind the route guard.
//
// With a stored token the client asks GET /api/auth/verify-token, giving up after 3 s.
// - valid: true               -> logged in.
// - valid: false, or a 401    -> the session is cleared (logged out).
// - time-out, network, 5xx    -> the stored token is trusted: being logged in is inferred from the
//   token (spec 000 §4) and a flaky network must not sign collectors out mid-draw; any call the
//   server then refuses with 401 still clears the session through the API client.
import { proxy } from 'valtio';
import { constants } from '@shop/contracts';
import { isApiError } from '../../lib/api-client';
import { auth, signOut } from '../../stores/auth.store';
import { verifyToken } from '../../features/auth/api/verify-token';
import type { AuthCheckStatus } from './guard-decision';

export const AUTH_CHECK_TIMEOUT_MS = constants.navigation.authCheckTimeoutMs;

export const authCheck = proxy<{ status: AuthCheckStatus }>({ status: 'idle' });

export type VerifyFn = (signal: AbortSignal) => Promise<{ valid: boolean }>;

let running: Promise<void> | null = null;

export function checkAuthOnce(verify: VerifyFn = verifyToken, timeoutMs = AUTH_CHECK_TIMEOUT_MS): Promise<void> {
  if (running) return running;
  running = run(verify, timeoutMs);
  return running;
}

async function run(verify: VerifyFn, timeoutMs: number): Promise<void> {
  const token = auth.token;
  if (!token) {
    authCheck.status = 'done';
    return;
  }
  authCheck.status = 'pending';
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve('timeout');
    }, timeoutMs);
  });
  try {
    const result = await Promise.race([verify(controller.signal), timeout]);
    // Only sign out the session that was checked, not one started meanwhile on /login.
    if (result !== 'timeout' && !result.valid && auth.token === token) signOut();
  } catch (error) {
    if (isApiError(error) && error.status === 401 && auth.token === token) signOut();
  } finally {
    clearTimeout(timer);
    authCheck.status = 'done';
  }
}

/** A fresh sign-in is its own proof: no check needed. */
export function markAuthChecked(): void {
  authCheck.status = 'done';
}

export function resetAuthCheck(): void {
  running = null;
  authCheck.status = 'idle';
}
