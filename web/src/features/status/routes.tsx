import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyDataPage } from '../../lib/lazy-page';

export const statusRoutes: RouteObject[] = [{ path: paths.status, lazy: lazyDataPage(() => import('./status-page')) }];
