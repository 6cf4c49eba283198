import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyDataPage } from '../../lib/lazy-page';

type Pages = typeof import('./pages');
const loadPages = () => import('./pages');
const page = (name: keyof Pages) => lazyDataPage(async () => ({ default: (await loadPages())[name] }));

/** Project screens (mounted under the Casting/Admin guard). */
export const projectRoutes: RouteObject[] = [
  { path: '/project/create/:castingId', lazy: page('CreateProjectPage') },
  { path: paths.project.all, lazy: page('AllProjectsPage') },
  { path: paths.project.archived, lazy: page('ArchivedProjectsPage') },
  { path: '/project/:id', lazy: page('ProjectPage') },
  { path: '/project/:id/new-days', lazy: page('NewDaysPage') },
  { path: '/project/:id/day/:dayId', lazy: page('DayPage') },
  { path: paths.project.root, lazy: page('ProjectsRootRedirect') },
];

/** Every project, for Admin (mounted under the Admin guard). */
export const adminProjectRoutes: RouteObject[] = [{ path: paths.admin.projects, lazy: page('AdminProjectsPage') }];
