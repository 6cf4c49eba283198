import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from '../../lib/lazy-page';

/** Performer area pages (mounted under the Performer guard): profile, update, test, emergency, support. */
export const performerRoutes: RouteObject[] = [
  { path: paths.performer.root, lazy: lazyPage(() => import('./pages/profile-page')) },
  { path: paths.performer.updateProfile, lazy: lazyPage(() => import('./pages/update-profile-page')) },
  { path: paths.performer.test, lazy: lazyPage(() => import('./pages/activation-test-page')) },
  { path: paths.performer.emergency, lazy: lazyPage(() => import('./pages/emergency-page')) },
  { path: paths.performer.support, lazy: lazyPage(() => import('./pages/support-page')) },
];
