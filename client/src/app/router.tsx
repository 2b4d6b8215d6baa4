// The routes built from the route table; unknown paths go home. Declarative mode (BrowserRouter +
// useRoutes): the shop has no loaders or actions, and the data router would add its machinery to
// the first load for nothing.
import { lazy, Suspense } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { RouteElement } from './routes/route-element';
import { ROUTE_TABLE } from '../lib/route-table';

/** The staff console: its own chunk and layout, never in the shoppers' first load. */
const StaffApp = lazy(() => import('../features/staff/staff-app'));

export const appRoutes: RouteObject[] = [
  {
    path: '/staff/*',
    element: (
      <Suspense fallback={null}>
        <StaffApp />
      </Suspense>
    ),
  },
  {
    element: <AppLayout />,
    children: [
      ...ROUTE_TABLE.map((entry) => ({ path: entry.path, element: <RouteElement entry={entry} /> })),
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(appRoutes);
}
