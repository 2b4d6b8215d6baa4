// The application: providers, router, the once-per-load session check, the 401 handler.
import { useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client';
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

  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
