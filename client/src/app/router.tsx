// The browser router built from the route table; unknown paths go home.
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { RouteElement } from './routes/route-element';
import { ROUTE_TABLE } from './routes/route-table';

export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...ROUTE_TABLE.map((entry) => ({ path: entry.path, element: <RouteElement entry={entry} /> })),
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
