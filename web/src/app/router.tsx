/**
 * The route table. Every page is lazy-loaded so a visitor downloads only what the page needs.
 * Feature folders export their route objects; this file only composes them.
 */
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';

const lazyPage = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home, lazy: lazyPage(() => import('./pages/home-placeholder')) },
      { path: paths.status, lazy: lazyPage(() => import('../features/status/status-page')) },
      { path: '*', lazy: lazyPage(() => import('./pages/not-found-page')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
