import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyDataPage } from '../../lib/lazy-page';

/** Project screens (mounted under the Casting/Admin guard). */
export const projectRoutes: RouteObject[] = [
  { path: '/project/create/:castingId', lazy: lazyDataPage(() => import('./pages/create-project-page')) },
  { path: paths.project.all, lazy: lazyDataPage(() => import('./pages/all-projects-page')) },
  { path: paths.project.archived, lazy: lazyDataPage(() => import('./pages/archived-projects-page')) },
  { path: '/project/:id', lazy: lazyDataPage(() => import('./pages/project-page')) },
  { path: '/project/:id/new-days', lazy: lazyDataPage(() => import('./pages/new-days-page')) },
  { path: '/project/:id/day/:dayId', lazy: lazyDataPage(() => import('./pages/day-page')) },
  // The area's root lists the projects.
  { path: paths.project.root, element: <Navigate to={paths.project.all} replace /> },
];

/** Every project, for Admin (mounted under the Admin guard). */
export const adminProjectRoutes: RouteObject[] = [
  { path: paths.admin.projects, lazy: lazyDataPage(() => import('./pages/admin-projects-page')) },
];
