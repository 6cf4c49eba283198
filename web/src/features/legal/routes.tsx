import type { AppRoute } from '../../lib/app-route';
import { paths } from '../../config/paths';
import { lazyPage } from '../../lib/lazy-page';

/** The legal pages the footer links to; prerendered like the guides. */
export const legalRoutes: AppRoute[] = [
  { path: paths.legal.privacy, lazy: lazyPage(() => import('./privacy-policy-page')) },
  { path: paths.legal.cookies, lazy: lazyPage(() => import('./cookie-notice-page')) },
  { path: paths.legal.accessibility, lazy: lazyPage(() => import('./accessibility-page')) },
  { path: paths.legal.notices, lazy: lazyPage(() => import('./legal-notices-page')) },
];
