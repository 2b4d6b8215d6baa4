// The routes built from the route table; unknown paths go home. Declarative mode (BrowserRouter +
// useRoutes): the shop has no loaders or actions, and the data router would add its machinery to
// the first load for nothing.
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { RouteElement } from './routes/route-element';
import { ROUTE_TABLE } from '../lib/route-table';

export const appRoutes: RouteObject[] = [
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
