import type { AppRoute } from '../../lib/app-route';
import { paths } from '../../config/paths';
import { lazyDataPage } from '../../lib/lazy-page';

export const statusRoutes: AppRoute[] = [{ path: paths.status, lazy: lazyDataPage(() => import('./status-page')) }];
