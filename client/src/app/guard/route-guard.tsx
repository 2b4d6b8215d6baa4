// Applies the guard decision to a route: wait, render, or send the visitor to /login.
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { PageLoader } from '../../components/state/state-views';
import { auth, rememberRedirect } from '../../stores/auth.store';
import { showToast } from '../../stores/toast.store';
import { authCheck } from './auth-check';
import { decideGuard, LOGIN_REQUIRED_MESSAGE } from './guard-decision';

export function RouteGuard({ requiresAuth, children }: { requiresAuth: boolean; children: ReactNode }) {
  const { token, leaving } = useSnapshot(auth);
  const { status } = useSnapshot(authCheck);
  const location = useLocation();
  const navigate = useNavigate();
  const decision = decideGuard({
    requiresAuth,
    loggedIn: Boolean(token),
    check: status,
    path: location.pathname + location.search + location.hash,
  });
  const loginTarget = decision.kind === 'login' ? decision.to : null;
  const redirect = decision.kind === 'login' ? decision.redirect : null;

  // A member who just logged out is on the way to another page: no /login, no 請先登入; the first
  // page that needs no login ends that.
  useEffect(() => {
    if (leaving && !requiresAuth) auth.leaving = false;
  }, [leaving, requiresAuth]);

  useEffect(() => {
    if (!loginTarget || !redirect || leaving) return;
    rememberRedirect(redirect);
    showToast(LOGIN_REQUIRED_MESSAGE);
    navigate(loginTarget, { replace: true });
  }, [loginTarget, redirect, leaving, navigate]);

  if (decision.kind === 'render') return <>{children}</>;
  return <PageLoader />;
}
