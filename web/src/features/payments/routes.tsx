import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from '../../lib/lazy-page';

/** Commission payment pages (mounted under the Performer guard). */
export const paymentRoutes: RouteObject[] = [
  { path: paths.performer.commissions, lazy: lazyPage(() => import('./commissions-page')) },
];
