/**
 * A route of the app's table. The feature folders export these; app/router.tsx turns them into
 * react-router's (declarative) routes, whose elements load the page's chunk and start its loader.
 */
import type { ComponentType, ReactNode } from 'react';

/** What a route's loader gets: the route's params and the URL being opened. */
export interface RouteLoaderArgs {
  params: Readonly<Record<string, string | undefined>>;
  request: Request;
}

export interface AppRoute {
  path?: string;
  /**
   * Started as soon as the route matches, in parallel with the page's code (`lazy`, which it goes
   * with; lib/prefetch.ts). Never awaited: what it returns is ignored.
   */
  loader?: (args: RouteLoaderArgs) => unknown;
  /** The page's code, in a chunk of its own (lib/lazy-page.ts). */
  lazy?: () => Promise<{ Component: ComponentType }>;
  /** What a route without a page renders (a redirect, a layout). */
  element?: ReactNode;
  children?: AppRoute[];
  /** What the route needs beyond its page before it can render at once (an area's page table). */
  preload?: (pathname: string, search: string, key: string) => Promise<unknown>;
}
