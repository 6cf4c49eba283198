import type { AppRoute } from '../../lib/app-route';
import { paths } from '../../config/paths';
import { lazyDataPage, lazyPage, lazyPlainPage } from '../../lib/lazy-page';

/** Public pages: home, about, contact, jobs. */
export const publicSiteRoutes: AppRoute[] = [
  { path: paths.home, lazy: lazyPlainPage(() => import('./home/home-page')) },
  { path: paths.aboutUs, lazy: lazyPage(() => import('./about/about-page')) },
  { path: paths.contact, lazy: lazyDataPage(() => import('./contact/contact-page')) },
  { path: paths.jobs, lazy: lazyDataPage(() => import('./jobs/jobs-page')) },
];
