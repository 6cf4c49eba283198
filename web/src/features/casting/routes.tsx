import type { AppRoute } from '../../lib/app-route';
import { paths } from '../../config/paths';
import { lazyDataPage } from '../../lib/lazy-page';

/** The casting area (mounted under the Casting/Admin guard); /old-casting/* redirects here. */
export const castingRoutes: AppRoute[] = [
  { path: paths.casting.root, lazy: lazyDataPage(() => import('./pages/explorer-page')) },
  { path: paths.casting.create, lazy: lazyDataPage(() => import('./pages/wizard-page')) },
  { path: paths.casting.bookingMode, lazy: lazyDataPage(() => import('./pages/booking-mode-page')) },
  { path: '/casting/production-days/:id', lazy: lazyDataPage(() => import('./pages/day-page')) },
];
