/**
 * The route table. Every page is lazy-loaded so a visitor downloads only what the page needs.
 * Feature folders export their route objects; this file only composes them and applies guards.
 */
import type { Role } from '@scenecall/shared';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { adminRoutes } from '../features/admin/routes';
import { authRoutes, castingLandingRoutes } from '../features/auth/routes';
import { bookingLinkRoutes, bookingRoutes } from '../features/bookings/routes';
import { guideRoutes } from '../features/guides/routes';
import { paymentRoutes } from '../features/payments/routes';
import { performerRoutes } from '../features/profile/routes';
import { adminProjectRoutes, projectRoutes } from '../features/projects/routes';
import { publicSiteRoutes } from '../features/public-site/routes';
import { statusRoutes } from '../features/status/routes';
import { lazyPage } from '../lib/lazy-page';
import { configureSessionNavigation } from '../lib/session';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';

const notFound = lazyPage(() => import('./pages/not-found-page'));

/** The role guard loads with the first guarded page, so public pages do not download it. */
const guard = (roles: Role[]) => async () => {
  const { RequireRole } = await import('../components/require-role');
  return { Component: () => <RequireRole roles={roles} /> };
};

/** Paths of an area not built yet are still guarded (so deep links are remembered), then 'not found'. */
const guardedArea = (prefixes: string[], routes: RouteObject[]): RouteObject[] => [
  ...routes,
  ...prefixes.map((prefix) => ({ path: `${prefix}/*`, lazy: notFound })),
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      ...publicSiteRoutes,
      ...guideRoutes,
      ...authRoutes,
      ...statusRoutes,
      ...bookingLinkRoutes,
      // The older casting area's addresses lead to /casting.
      { path: '/old-casting/*', lazy: lazyPage(() => import('./pages/old-casting-redirect')) },
      {
        lazy: guard(['Performer']),
        children: guardedArea(['/performer'], [...performerRoutes, ...paymentRoutes, ...bookingRoutes]),
      },
      { lazy: guard(['Admin']), children: guardedArea(['/admin'], [...adminRoutes, ...adminProjectRoutes]) },
      {
        lazy: guard(['Casting', 'Admin']),
        children: guardedArea(['/casting', '/project'], [...castingLandingRoutes, ...projectRoutes]),
      },
      { path: '*', lazy: notFound },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The app's router; creating it starts matching the URL and loading the page's chunk. */
export function createAppRouter(): AppRouter {
  const router = createBrowserRouter(routes);
  configureSessionNavigation((path) => void router.navigate(path, { replace: true }));
  return router;
}
