import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyDataPage } from '../../lib/lazy-page';

/** The performer's bookings (mounted under the Performer guard). */
export const bookingRoutes: RouteObject[] = [
  { path: paths.performer.bookings, lazy: lazyDataPage(() => import('./performer-bookings-page')) },
  { path: paths.performer.availability, lazy: lazyDataPage(() => import('./availability-page')) },
];
