import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyDataPage } from '../../lib/lazy-page';

/** Commission payment pages (mounted under the Performer guard). */
export const paymentRoutes: RouteObject[] = [
  { path: paths.performer.commissions, lazy: lazyDataPage(() => import('./commissions-page')) },
];
