import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from '../../lib/lazy-page';

export const statusRoutes: RouteObject[] = [{ path: paths.status, lazy: lazyPage(() => import('./status-page')) }];
