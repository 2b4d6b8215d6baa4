import { decideGuard, loginUrl } from './guard-decision';

describe('guard decision', () => {
  const path = '/box?tab=1';

  it('renders public routes whatever the session', () => {
    expect(decideGuard({ requiresAuth: false, loggedIn: false, check: 'pending', path })).toEqual({ kind: 'render' });
  });

  it('waits while a stored token is being verified', () => {
    expect(decideGuard({ requiresAuth: true, loggedIn: true, check: 'pending', path })).toEqual({ kind: 'wait' });
    expect(decideGuard({ requiresAuth: true, loggedIn: true, check: 'idle', path })).toEqual({ kind: 'wait' });
  });

  it('renders a login-required route for a verified member', () => {
    expect(decideGuard({ requiresAuth: true, loggedIn: true, check: 'done', path })).toEqual({ kind: 'render' });
  });

  it('sends a visitor to /login with the target as redirect, without waiting for the check', () => {
    expect(decideGuard({ requiresAuth: true, loggedIn: false, check: 'pending', path })).toEqual({
      kind: 'login',
      to: '/login?redirect=%2Fbox%3Ftab%3D1',
      redirect: path,
    });
  });

  it('encodes the redirect query', () => {
    expect(loginUrl('/order/detail/5?x=1&y=2')).toBe('/login?redirect=%2Forder%2Fdetail%2F5%3Fx%3D1%26y%3D2');
  });
});
