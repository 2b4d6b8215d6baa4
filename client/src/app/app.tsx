// The application: providers, router, the once-per-load session check, the 401 handler, visitor tracking.
import { useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client';
import { clearSessionQueriesWhenSessionEnds } from '../lib/session-queries';
import { startVisitorTracking } from '../features/visitor/start-visitor-tracking';
import { checkAuthOnce } from './guard/auth-check';
import { loginUrl } from './guard/guard-decision';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);

  useEffect(() => {
    void checkAuthOnce();
    setUnauthorizedHandler(() => {
      const { pathname, search } = router.state.location;
      if (pathname === '/login') return;
      void router.navigate(loginUrl(pathname + search), { replace: true });
    });
  }, [router]);

  // Whenever a session ends (logout, a 401, another tab), the member's data leaves the cache.
  useEffect(() => clearSessionQueriesWhenSessionEnds(queryClient), [queryClient]);

  useEffect(() => startVisitorTracking(), []);

  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
