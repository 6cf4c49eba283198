/**
 * The route table. Every page is lazy-loaded so a visitor downloads only what the page needs.
 * Feature folders export their route objects; this file only composes them and applies guards.
 */
import { createBrowserRouter, type RouteObject } from 'react-router';
import { authRoutes } from '../features/auth/routes';
import { guideRoutes } from '../features/guides/routes';
import { paymentRoutes } from '../features/payments/routes';
import { performerRoutes } from '../features/profile/routes';
import { publicSiteRoutes } from '../features/public-site/routes';
import { statusRoutes } from '../features/status/routes';
import { lazyPage } from '../lib/lazy-page';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      ...publicSiteRoutes,
      ...guideRoutes,
      ...authRoutes,
      ...statusRoutes,
      // The auth feature wraps these in the Performer guard.
      ...performerRoutes,
      ...paymentRoutes,
      { path: '*', lazy: lazyPage(() => import('./pages/not-found-page')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
