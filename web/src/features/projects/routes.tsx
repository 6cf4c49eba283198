import type { AppRoute } from '../../lib/app-route';
import { paths } from '../../config/paths';
import { lazyDataPage } from '../../lib/lazy-page';

/**
 * Project screens (mounted under the Casting/Admin guard), one chunk each: a list of projects does
 * not load the day page's call sheet, forms and schemas.
 */
export const projectRoutes: AppRoute[] = [
  { path: '/project/create/:castingId', lazy: lazyDataPage(() => import('./pages/create-project-page')) },
  { path: paths.project.all, lazy: lazyDataPage(() => import('./pages/all-projects-page')) },
  { path: paths.project.archived, lazy: lazyDataPage(() => import('./pages/archived-projects-page')) },
  { path: '/project/:id', lazy: lazyDataPage(() => import('./pages/project-page')) },
  { path: '/project/:id/new-days', lazy: lazyDataPage(() => import('./pages/new-days-page')) },
  { path: '/project/:id/day/:dayId', lazy: lazyDataPage(() => import('./pages/day-page')) },
  { path: paths.project.root, lazy: lazyDataPage(() => import('./pages/projects-root-redirect')) },
];

/** Every project, for Admin (mounted under the Admin guard). */
export const adminProjectRoutes: AppRoute[] = [
  { path: paths.admin.projects, lazy: lazyDataPage(() => import('./pages/admin-projects-page')) },
];
