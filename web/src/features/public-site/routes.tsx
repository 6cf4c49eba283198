import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from '../../lib/lazy-page';

/** Public pages: home, about, contact. */
export const publicSiteRoutes: RouteObject[] = [
  { path: paths.home, lazy: lazyPage(() => import('./home-placeholder')) },
];
