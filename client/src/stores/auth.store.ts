// The signed-in session: token and user, persisted to the spec's localStorage keys (spec 000 §3, §4).
import { proxy } from 'valtio';
import { constants, type UserInfo } from '@shop/contracts';
import { readJson, readString, writeJson, writeString } from '../lib/storage';

export const AUTH_TOKEN_KEY = constants.storageKeys.authToken;
export const USER_INFO_KEY = constants.storageKeys.userInfo;
/** Where to go after signing in; per tab, so it lives in sessionStorage. */
export const POST_LOGIN_REDIRECT_KEY = 'post_login_redirect';

export interface AuthState {
  token: string | null;
  user: UserInfo | null;
  /**
   * From the member's own logout until a page that needs no login shows: the login-only page they
   * are leaving waits for the next page instead of sending them to /login with 請先登入.
   */
  leaving?: boolean;
}

/**
 * `user_info` is what `signIn` wrote from a server answer, read back as such (like every answer,
 * it is typed by the contracts, not re-validated); something that is not even a user is dropped.
 */
function loadUser(): UserInfo | null {
  const stored = readJson<SignedInUser>(USER_INFO_KEY);
  if (typeof stored !== 'object' || stored === null || typeof stored.id !== 'string') return null;
  return storedUser(stored);
}

function load(): AuthState {
  const token = readString(AUTH_TOKEN_KEY);
  return { token: token || null, user: token ? loadUser() : null };
}

export const auth = proxy<AuthState>(load());

/** Logged-in state is inferred from the presence of the token (spec 000 §4). */
export function isLoggedIn(state: AuthState = auth): boolean {
  return Boolean(state.token);
}

/** A user as the sign-in answers give it; fields the store can default may be absent. */
export type SignedInUser = Omit<UserInfo, 'email' | 'photoURL'> & Partial<Pick<UserInfo, 'email' | 'photoURL'>>;

function storedUser(user: SignedInUser): UserInfo {
  return { ...user, email: user.email ?? null, photoURL: user.photoURL ?? null };
}

export function signIn(token: string, user: SignedInUser): void {
  const stored = storedUser(user);
  writeString(AUTH_TOKEN_KEY, token);
  writeJson(USER_INFO_KEY, stored);
  auth.token = token;
  auth.user = stored;
  auth.leaving = false;
}

export function signOut({ leaving = false }: { leaving?: boolean } = {}): void {
  writeString(AUTH_TOKEN_KEY, null);
  writeString(USER_INFO_KEY, null);
  auth.token = null;
  auth.user = null;
  auth.leaving = leaving;
}

/** Re-reads the persisted session, e.g. after another tab changed it. */
export function reloadAuth(): void {
  const next = load();
  auth.token = next.token;
  auth.user = next.user;
}

/** Only same-site paths are accepted, so a crafted ?redirect= cannot send users elsewhere. */
export function safeRedirectPath(path: string | null | undefined): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  if (path === '/login' || path.startsWith('/login?') || path.startsWith('/login/')) return null;
  return path;
}

export function rememberRedirect(path: string): void {
  const safe = safeRedirectPath(path);
  if (safe) writeString(POST_LOGIN_REDIRECT_KEY, safe, 'session');
}

/** The stored post-login target, left in place (a provider sign-in carries it through its round trip). */
export function peekRedirect(): string | null {
  return safeRedirectPath(readString(POST_LOGIN_REDIRECT_KEY, 'session'));
}

/** Returns the stored post-login target once and forgets it. */
export function takeRedirect(): string | null {
  const stored = safeRedirectPath(readString(POST_LOGIN_REDIRECT_KEY, 'session'));
  writeString(POST_LOGIN_REDIRECT_KEY, null, 'session');
  return stored;
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === AUTH_TOKEN_KEY || event.key === USER_INFO_KEY) reloadAuth();
  });
}
