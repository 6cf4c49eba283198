import type { AppRoute } from '../../lib/app-route';
import { paths } from '../../config/paths';
import { lazyDataPage } from '../../lib/lazy-page';

/** The Admin's pages (mounted under the Admin guard). */
export const adminRoutes: AppRoute[] = [
  { path: paths.admin.root, lazy: lazyDataPage(() => import('./pages/users-page')) },
  { path: paths.admin.performers, lazy: lazyDataPage(() => import('./pages/performers-page')) },
  { path: paths.admin.user(':id'), lazy: lazyDataPage(() => import('./pages/user-page')) },
  { path: paths.admin.userCreate, lazy: lazyDataPage(() => import('./pages/user-create-page')) },
  { path: paths.admin.userUpdate(':id'), lazy: lazyDataPage(() => import('./pages/user-update-page')) },
  { path: paths.admin.emailTo(':id'), lazy: lazyDataPage(() => import('./pages/email-to-page')) },
  { path: paths.admin.castingDirectors, lazy: lazyDataPage(() => import('./pages/casting-directors-page')) },
  { path: paths.admin.commissions, lazy: lazyDataPage(() => import('./pages/commissions-page')) },
  { path: paths.admin.reviewRequests, lazy: lazyDataPage(() => import('./pages/review-requests-page')) },
  { path: paths.admin.settings, lazy: lazyDataPage(() => import('./pages/settings-page')) },
];
