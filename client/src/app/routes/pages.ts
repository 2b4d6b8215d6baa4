// One lazily loaded chunk per page (route-level code splitting).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageId } from './route-table';
import type { PageProps } from './page-props';

export const PAGES: Record<PageId, LazyExoticComponent<ComponentType<PageProps>>> = {
  home: lazy(() => import('../../features/home/routes/home-page')),
  login: lazy(() => import('../../features/auth/routes/login-page')),
  'ichiban-ticket': lazy(() => import('../../features/ichiban/routes/ticket-page')),
  'coming-soon': lazy(() => import('./coming-soon-page')),
};
