import type { AppRoute } from '../../lib/app-route';
import { paths } from '../../config/paths';
import { lazyDataPage } from '../../lib/lazy-page';
import { prefetchQueries } from '../../lib/prefetch';

/** Commission payment pages (mounted under the Performer guard). */
export const paymentRoutes: AppRoute[] = [
  {
    path: paths.performer.commissions,
    loader: prefetchQueries('Performer', () => import('./api').then((q) => q.prefetchCommissionsPage)),
    lazy: lazyDataPage(() => import('./commissions-page')),
  },
];
