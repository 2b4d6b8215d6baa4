import type * as AuthStore from './auth.store';

const user = { id: 'u1', uid: 'u1', name: '小明', displayName: '小明', phone: '0912345678', role: 'member' as const };

/** A fresh copy of the store module, as after a page load. */
function loadStore(): typeof AuthStore {
  let mod!: typeof AuthStore;
  jest.isolateModules(() => {
    // A fresh module instance needs a synchronous require inside isolateModules.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    mod = require('./auth.store');
  });
  return mod;
}

describe('auth store', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('persists a sign-in to auth_token and user_info', () => {
    const store = loadStore();
    store.signIn('tok-1', user);
    expect(localStorage.getItem('auth_token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('user_info')!)).toEqual({ ...user, email: null, photoURL: null });
    expect(store.isLoggedIn()).toBe(true);
  });

  it('restores the session on load', () => {
    localStorage.setItem('auth_token', 'tok-2');
    localStorage.setItem('user_info', JSON.stringify(user));
    const store = loadStore();
    expect(store.auth.token).toBe('tok-2');
    expect(store.auth.user).toEqual({ ...user, email: null, photoURL: null });
    expect(store.isLoggedIn()).toBe(true);
  });

  it('infers being logged in from the token alone, and survives unreadable user info', () => {
    localStorage.setItem('auth_token', 'tok-3');
    localStorage.setItem('user_info', '{not json');
    const store = loadStore();
    expect(store.isLoggedIn()).toBe(true);
    expect(store.auth.user).toBeNull();
  });

  it('is logged out without a token', () => {
    localStorage.setItem('user_info', JSON.stringify(user));
    const store = loadStore();
    expect(store.isLoggedIn()).toBe(false);
    expect(store.auth.user).toBeNull();
  });

  it('clears both keys on sign-out', () => {
    const store = loadStore();
    store.signIn('tok-1', user);
    store.signOut();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('user_info')).toBeNull();
    expect(store.auth.token).toBeNull();
    expect(store.auth.user).toBeNull();
  });

  it('follows a sign-out made in another tab', () => {
    const store = loadStore();
    store.signIn('tok-1', user);
    localStorage.removeItem('auth_token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth_token' }));
    expect(store.auth.token).toBeNull();
  });

  it('remembers one post-login redirect, same-site only', () => {
    const store = loadStore();
    store.rememberRedirect('/box?tab=1');
    // A provider sign-in peeks (the target must survive its round trip); the landing takes it.
    expect(store.peekRedirect()).toBe('/box?tab=1');
    expect(store.takeRedirect()).toBe('/box?tab=1');
    expect(store.takeRedirect()).toBeNull();
    store.rememberRedirect('//evil.example/steal');
    expect(store.takeRedirect()).toBeNull();
    expect(store.safeRedirectPath('https://evil.example')).toBeNull();
    expect(store.safeRedirectPath('/login?redirect=/x')).toBeNull();
  });
});
