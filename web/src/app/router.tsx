/**
 * The route table. Every page is lazy-loaded so a visitor downloads only what the page needs.
 * Feature folders export their routes; this file only composes them and applies guards.
 *
 * React Router's declarative mode (`useRoutes`), not its data router: the data router is about 16 KB
 * (gzip) more in the entry, which every page waits for before it shows its data on a phone. What
 * this app used of it is here instead: lazy pages and loaders (route-elements.tsx), pages that
 * load with their area, and the error page.
 */
import type { Role } from '@scenecall/shared';
import { use, useEffect } from 'react';
import { useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { authRoutes } from '../features/auth/routes';
import { bookingLinkRoutes } from '../features/bookings/link-routes';
import { guardianRoutes } from '../features/guardian/routes';
import { voucherShortLinkRoutes } from '../features/vouchers/short-link-routes';
import { textShortLinkRoutes } from './text-short-link-routes';
import { guideRoutes } from '../features/guides/routes';
import { legalRoutes } from '../features/legal/routes';
import { publicSiteRoutes } from '../features/public-site/routes';
import { statusRoutes } from '../features/status/routes';
import type { AppRoute } from '../lib/app-route';
import { lazyPage } from '../lib/lazy-page';
import { nextTask } from '../lib/next-task';
import { configureSessionNavigation } from '../lib/session';
import { RootLayout } from './layout/root-layout';
import { RouteErrorBoundary } from './layout/route-error';
import { firstLocationKey, loadOnce, preloadRoutes, toElementRoutes, type Attempt } from './route-elements';
import type { AreaId } from './signed-in-area';

const notFound = lazyPage(() => import('./pages/not-found-page'));

/**
 * The signed-in areas' code, on the way into the first guarded page: in tasks of their own, MUI
 * (the `mui` chunk, which Box belongs to: vite.config.ts), then the signed-in chunks, then MUI's
 * theme. In one task they were the longest a phone's main thread was blocked on a first visit
 * (issue 37). The page loader has fetched them all already (web/scripts/page-loader.ts).
 */
async function importSignedInArea() {
  await import('@mui/material/Box');
  await nextTask();
  const [area, { appTheme }] = await Promise.all([import('./signed-in-area'), import('../lib/mui-theme')]);
  await nextTask();
  appTheme();
  return area;
}

/** The role guard loads with the first guarded page, so public pages do not download it. */
const guard = (roles: Role[]) => async () => {
  const { RequireRole } = await importSignedInArea();
  const { withMuiTheme } = await import('../lib/mui-theme');
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

/** An area's routes under `prefix`, relative to it: '/performer/bookings' → 'bookings'. */
function underPrefix(routes: AppRoute[], prefix: string): AppRoute[] {
  return routes.flatMap((route) => {
    if (route.path === prefix) return [{ ...route, path: '/' }];
    if (route.path?.startsWith(`${prefix}/`)) return [{ ...route, path: route.path.slice(prefix.length + 1) }];
    return [];
  });
}

const areaPages = new Map<string, RouteObject[]>();
const areaAttempts = new Map<string, Attempt<RouteObject[]>>();

/** An area's pages under one of its prefixes, loaded on the first visit into it (with the guard's chunk). */
function loadAreaPages(area: Area, prefix: string, key: string): Promise<RouteObject[]> {
  const name = `${area.id} ${prefix}`;
  return loadOnce(areaAttempts, name, key, () =>
    importSignedInArea().then(({ areaRoutes, areaLayouts }) => {
      const pages = [...underPrefix(areaRoutes[area.id], prefix), { path: '*', lazy: notFound }];
      const layout = areaLayouts[area.id];
      const routes = toElementRoutes(layout ? [{ lazy: layout, children: pages }] : pages);
      areaPages.set(name, routes);
      return routes;
    }),
  );
}

function AreaPages({ area, prefix }: { area: Area; prefix: string }) {
  const { key } = useLocation();
  const routes = areaPages.get(`${area.id} ${prefix}`) ?? use(loadAreaPages(area, prefix, key));
  return useRoutes(routes);
}

/**
 * A signed-in area: every path under its prefixes is guarded (so deep links are remembered), and a
 * path no page claims is 'not found'.
 */
const areaRoute = (area: Area): AppRoute => ({
  lazy: guard(area.roles),
  children: area.prefixes.map((prefix) => ({
    path: `${prefix}/*`,
    element: <AreaPages area={area} prefix={prefix} />,
    preload: (pathname, search, key) =>
      loadAreaPages(area, prefix, key).then((routes) => preloadRoutes(routes, pathname, search, key)),
  })),
});

const routes = toElementRoutes([
  {
    element: <RootLayout />,
    children: [
      ...publicSiteRoutes,
      ...guideRoutes,
      ...legalRoutes,
      ...authRoutes,
      ...statusRoutes,
      ...bookingLinkRoutes,
      ...guardianRoutes,
      ...voucherShortLinkRoutes,
      ...textShortLinkRoutes,
      // The older casting area's addresses lead to /casting.
      { path: '/old-casting/*', lazy: lazyPage(() => import('./pages/old-casting-redirect')) },
      ...AREAS.map(areaRoute),
      { path: '*', lazy: notFound },
    ],
  },
]);

/** Loads the chunks of the page the app opens on and starts its reads: the first render then shows it at once. */
export const preloadFirstPage = (): Promise<void> =>
  preloadRoutes(routes, window.location.pathname, window.location.search, firstLocationKey());

/** A 401 leads to /login without a page reload. */
function SessionNavigation() {
  const navigate = useNavigate();
  useEffect(() => configureSessionNavigation((path) => void navigate(path, { replace: true })), [navigate]);
  return null;
}

export function AppRoutes() {
  const location = useLocation();
  const page = useRoutes(routes);
  return (
    <>
      <SessionNavigation />
      <RouteErrorBoundary resetKey={location.key}>{page}</RouteErrorBoundary>
    </>
  );
}
