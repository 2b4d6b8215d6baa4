// The application: providers, router, the once-per-load session check, the 401 handler, visitor tracking.
import { useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client';
import { forgetMemberWhenSessionEnds } from '../lib/session-end';
import { checkAuthOnce } from './guard/auth-check';
import { loginUrl } from './guard/guard-decision';
import { createQueryClient } from './query-client';
import { AppRoutes } from './router';

/** A 401 from any call goes to /login within the app (no reload), back to where it happened. */
function UnauthorizedRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      const { pathname, search } = window.location;
      if (pathname === '/login') return;
      void navigate(loginUrl(pathname + search), { replace: true });
    });
  }, [navigate]);
  return null;
}

export function App() {
  const [queryClient] = useState(createQueryClient);

  useEffect(() => void checkAuthOnce(), []);

  // Whenever a session ends (logout, a 401, another tab), the member's data leaves the cache and the stores.
  useEffect(() => forgetMemberWhenSessionEnds(queryClient), [queryClient]);

  // The visit is recorded once the page is up anyway: the tracker is its own chunk, off the first load.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('../features/visitor/start-visitor-tracking').then((module) => {
      if (!stopped) stop = module.startVisitorTracking();
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, []);

  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <UnauthorizedRedirect />
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
