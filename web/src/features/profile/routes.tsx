import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyDataPage } from '../../lib/lazy-page';

/** Performer area pages (mounted under the Performer guard): profile, update, test, emergency, support. */
export const performerRoutes: RouteObject[] = [
  { path: paths.performer.root, lazy: lazyDataPage(() => import('./pages/profile-page')) },
  { path: paths.performer.updateProfile, lazy: lazyDataPage(() => import('./pages/update-profile-page')) },
  { path: paths.performer.test, lazy: lazyDataPage(() => import('./pages/activation-test-page')) },
  { path: paths.performer.emergency, lazy: lazyDataPage(() => import('./pages/emergency-page')) },
  { path: paths.performer.support, lazy: lazyDataPage(() => import('./pages/support-page')) },
];
