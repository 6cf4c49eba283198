import type { AppRoute } from '../../lib/app-route';
import { paths } from '../../config/paths';
import { lazyPage } from '../../lib/lazy-page';

/** Public account pages: registration, verification, verify, login. */
export const authRoutes: AppRoute[] = [
  { path: paths.registration, lazy: lazyPage(() => import('./registration-page')) },
  { path: paths.verification, lazy: lazyPage(() => import('./verification-page')) },
  { path: paths.verify, lazy: lazyPage(() => import('./verify-page')) },
  { path: paths.login, lazy: lazyPage(() => import('./login-page')) },
];
