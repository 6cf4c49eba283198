import { paths } from '../../config/paths';
import type { AppRoute } from '../../lib/app-route';
import { lazyDataPage } from '../../lib/lazy-page';

/** The guardian's consent page: public, the link's token is the credential. */
export const guardianRoutes: AppRoute[] = [
  { path: paths.guardianConsent, lazy: lazyDataPage(() => import('./guardian-consent-page')) },
];
