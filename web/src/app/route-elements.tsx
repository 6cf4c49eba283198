/**
 * The app's routes as react-router's declarative routes. A route's element loads its page's chunk
 * (suspending until it is there; navigations are transitions, so the page left stays on screen
 * meanwhile) and starts its loader with the route's params.
 *
 * Before the first render, main.tsx preloads the chunks of every route the URL matches: a
 * prerendered page is then replaced in one go by the same markup, not by a loading state first.
 */
import { use, type ComponentType } from 'react';
import { matchRoutes, useLocation, useParams, type RouteObject } from 'react-router';
import type { AppRoute, RouteLoaderArgs } from '../lib/app-route';

export interface Attempt<T> {
  promise: Promise<T>;
  /** The navigation (location key) it was made for. */
  key: string;
  failed: boolean;
}

/**
 * `load()` once per owner. A failed load stays failed for the navigation it was made for, so React
 * rendering again shows the error page instead of asking again in a loop; the next navigation asks
 * again (a chunk lost to a deploy, a dropped connection).
 */
export function loadOnce<K, T>(
  attempts: { get(owner: K): Attempt<T> | undefined; set(owner: K, attempt: Attempt<T>): unknown },
  owner: K,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  const last = attempts.get(owner);
  if (last && !(last.failed && last.key !== key)) return last.promise;
  const attempt: Attempt<T> = {
    key,
    failed: false,
    promise: load().catch((error: unknown) => {
      attempt.failed = true;
      throw error;
    }),
  };
  attempts.set(owner, attempt);
  return attempt.promise;
}

const loadedPages = new WeakMap<AppRoute, ComponentType>();
const pageAttempts = new WeakMap<AppRoute, Attempt<ComponentType>>();

const loadPage = (route: AppRoute, lazy: NonNullable<AppRoute['lazy']>, key: string): Promise<ComponentType> =>
  loadOnce(pageAttempts, route, key, () =>
    lazy().then(({ Component }) => {
      loadedPages.set(route, Component);
      return Component;
    }),
  );

/** The location key each route's loader last ran for: once per navigation, however often it renders. */
const loaderRanFor = new WeakMap<AppRoute, string>();

function startLoader(route: AppRoute, key: string, args: RouteLoaderArgs): void {
  if (!route.loader || loaderRanFor.get(route) === key) return;
  loaderRanFor.set(route, key);
  route.loader(args);
}

const requestFor = (pathname: string, search = '') => new Request(new URL(pathname + search, window.location.origin));

function LazyRoute({ route, lazy }: { route: AppRoute; lazy: NonNullable<AppRoute['lazy']> }) {
  const location = useLocation();
  const params = useParams();
  // In render, not in an effect: the data is asked for with the page's code, not after it.
  startLoader(route, location.key, { params, request: requestFor(location.pathname, location.search) });
  const Page = loadedPages.get(route) ?? use(loadPage(route, lazy, location.key));
  return <Page />;
}

const elementOf = (route: AppRoute) => (route.lazy ? <LazyRoute route={route} lazy={route.lazy} /> : route.element);

/** react-router's routes for `routes`; each keeps its AppRoute as its `handle`, for preloading. */
export function toElementRoutes(routes: AppRoute[]): RouteObject[] {
  return routes.map((route) => ({
    path: route.path,
    element: elementOf(route),
    handle: route,
    ...(route.children ? { children: toElementRoutes(route.children) } : {}),
  }));
}

/** Loads what the routes matching `pathname` render with, and starts their loaders. */
export async function preloadRoutes(routes: RouteObject[], pathname: string, search: string, key: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route, params, pathnameBase }) => {
      const appRoute = route.handle as AppRoute | undefined;
      if (!appRoute) return undefined;
      startLoader(appRoute, key, { params, request: requestFor(pathname, search) });
      const rest = pathname.slice(pathnameBase.length) || '/';
      return Promise.all([
        appRoute.lazy ? loadPage(appRoute, appRoute.lazy, key) : undefined,
        appRoute.preload?.(rest.startsWith('/') ? rest : `/${rest}`, search, key),
      ]);
    }),
  );
}

/** The key react-router's browser history gives the page's first location. */
export const firstLocationKey = (): string => (window.history.state as { key?: string } | null)?.key ?? 'default';
