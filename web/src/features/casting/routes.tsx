import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyDataPage } from '../../lib/lazy-page';

type Pages = typeof import('./pages');
const loadPages = () => import('./pages');
const page = (name: keyof Pages) => lazyDataPage(async () => ({ default: (await loadPages())[name] }));

/** The casting area (mounted under the Casting/Admin guard); /old-casting/* redirects here. */
export const castingRoutes: RouteObject[] = [
  { path: paths.casting.root, lazy: page('ExplorerPage') },
  { path: paths.casting.create, lazy: page('WizardPage') },
  { path: paths.casting.bookingMode, lazy: page('BookingModePage') },
  { path: '/casting/production-days/:id', lazy: page('DayPage') },
];
