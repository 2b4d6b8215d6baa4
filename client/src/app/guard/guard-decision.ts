// What the route guard does for one visit (spec 000 §2, "Route guard"): pure, so it is unit-tested.
import { messages } from '@shop/contracts';

export type AuthCheckStatus = 'idle' | 'pending' | 'done';

export type GuardDecision =
  | { kind: 'render' }
  /** A token exists and is being verified: wait (3 s at most) before deciding. */
  | { kind: 'wait' }
  /** Logged out on a login-required route: remember `redirect`, toast, go to `to`. */
  | { kind: 'login'; to: string; redirect: string };

export const LOGIN_REQUIRED_MESSAGE = messages.common.loginFirst;

export function loginUrl(redirect: string): string {
  return `/login?redirect=${encodeURIComponent(redirect)}`;
}

export function decideGuard(input: {
  requiresAuth: boolean;
  loggedIn: boolean;
  check: AuthCheckStatus;
  /** The visited path with its query and hash. */
  path: string;
}): GuardDecision {
  if (!input.requiresAuth) return { kind: 'render' };
  if (input.loggedIn && input.check !== 'done') return { kind: 'wait' };
  if (input.loggedIn) return { kind: 'render' };
  return { kind: 'login', to: loginUrl(input.path), redirect: input.path };
}
