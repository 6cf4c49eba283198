/**
 * The route table. Every page is lazy-loaded so a visitor downloads only what the page needs.
 * Feature folders export their route objects; this file only composes them and applies guards.
 */
import type { Role } from '@scenecall/shared';
import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { authRoutes } from '../features/auth/routes';
import { bookingLinkRoutes } from '../features/bookings/link-routes';
import { guideRoutes } from '../features/guides/routes';
import { publicSiteRoutes } from '../features/public-site/routes';
import { statusRoutes } from '../features/status/routes';
import { lazyPage } from '../lib/lazy-page';
import { configureSessionNavigation } from '../lib/session';
import { RootLayout } from './layout/root-layout';
import type { AreaId } from './signed-in-area';
import { RouteError } from './layout/route-error';

const notFound = lazyPage(() => import('./pages/not-found-page'));

/** The role guard loads with the first guarded page, so public pages do not download it. */
const guard = (roles: Role[]) => async () => {
  const [{ RequireRole }, { withMuiTheme }] = await Promise.all([
    import('./signed-in-area'),
    import('../lib/mui-theme'),
  ]);
  return { Component: withMuiTheme(() => <RequireRole roles={roles} />) };
};

interface Area {
  id: AreaId;
  roles: Role[];
  prefixes: string[];
}

const AREAS: Area[] = [
  { id: 'performer', roles: ['Performer'], prefixes: ['/performer'] },
  { id: 'admin', roles: ['Admin'], prefixes: ['/admin'] },
  { id: 'casting', roles: ['Casting', 'Admin'], prefixes: ['/casting', '/project'] },
];

/**
 * A signed-in area starts with one splat route per prefix: every path in it is guarded (so deep
 * links are remembered), and a path no page claims is 'not found'. Its pages are patched in on the
 * first navigation into it.
 */
const areaRoute = ({ id, roles, prefixes }: Area): RouteObject => ({
  id,
  lazy: guard(roles),
  children: prefixes.map((prefix) => ({ path: `${prefix}/*`, lazy: notFound })),
});

const areaOf = (path: string) =>
  AREAS.find(({ prefixes }) => prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)));

const patchedAreas = new Set<AreaId>();

/** Called by the router for a path it matches only by a splat: loads that area's pages once. */
const patchAreaRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const area = areaOf(path);
  if (!area || patchedAreas.has(area.id)) return;
  const { areaRoutes } = await import('./signed-in-area');
  if (patchedAreas.has(area.id)) return;
  patchedAreas.add(area.id);
  patch(area.id, areaRoutes[area.id]);
};

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
      ...AREAS.map(areaRoute),
      { path: '*', lazy: notFound },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The app's router; creating it starts matching the URL and loading the page's chunk. */
export function createAppRouter(): AppRouter {
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation: patchAreaRoutes });
  configureSessionNavigation((path) => void router.navigate(path, { replace: true }));
  return router;
}
