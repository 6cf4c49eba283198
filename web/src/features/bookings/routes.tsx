import type { AppRoute } from '../../lib/app-route';
import { paths } from '../../config/paths';
import { lazyDataPage } from '../../lib/lazy-page';
import { prefetchQueries } from '../../lib/prefetch';

const api = () => import('./api');

/** The performer's bookings (mounted under the Performer guard). */
export const bookingRoutes: AppRoute[] = [
  {
    path: paths.performer.bookings,
    loader: prefetchQueries('Performer', () => api().then((q) => q.prefetchBookingsPage)),
    lazy: lazyDataPage(() => import('./performer-bookings-page')),
  },
  {
    path: paths.performer.availability,
    loader: prefetchQueries('Performer', () => api().then((q) => q.prefetchAvailabilityPage)),
    lazy: lazyDataPage(() => import('./availability-page')),
  },
];
