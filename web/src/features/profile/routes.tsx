import type { AppRoute } from '../../lib/app-route';
import { paths } from '../../config/paths';
import { lazyDataPage } from '../../lib/lazy-page';
import { prefetchQueries } from '../../lib/prefetch';

const api = () => import('./api/profile-api');

/** Performer area pages (mounted under the Performer guard): profile, update, test, emergency, support. */
export const performerRoutes: AppRoute[] = [
  {
    path: paths.performer.root,
    loader: prefetchQueries('Performer', () => api().then((q) => q.prefetchProfilePage)),
    lazy: lazyDataPage(() => import('./pages/profile-page')),
  },
  {
    path: paths.performer.updateProfile,
    loader: prefetchQueries('Performer', () => api().then((q) => q.prefetchUpdateProfilePage)),
    lazy: lazyDataPage(() => import('./pages/update-profile-page')),
  },
  { path: paths.performer.test, lazy: lazyDataPage(() => import('./pages/activation-test-page')) },
  { path: paths.performer.emergency, lazy: lazyDataPage(() => import('./pages/emergency-page')) },
  { path: paths.performer.support, lazy: lazyDataPage(() => import('./pages/support-page')) },
];
