import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from '../../lib/lazy-page';
import { GUIDES } from './guide-catalog';

const quickGuide = lazyPage(() => import('./articles/quick-guide'));

/** The information guides under /information and /actors-guide; one chunk per article. */
export const guideRoutes: RouteObject[] = [
  { path: paths.information, lazy: lazyPage(() => import('./information-page')) },
  { path: paths.actorsGuide, lazy: quickGuide },
  { path: paths.guide(GUIDES.quickGuide.slug), lazy: quickGuide },
  { path: paths.guide(GUIDES.basicDocuments.slug), lazy: lazyPage(() => import('./articles/basic-documents')) },
  { path: paths.guide(GUIDES.unionExplanation.slug), lazy: lazyPage(() => import('./articles/union-explanation')) },
  { path: paths.guide(GUIDES.agencyRules.slug), lazy: lazyPage(() => import('./articles/agency-rules')) },
  { path: paths.guide(GUIDES.onSetRules.slug), lazy: lazyPage(() => import('./articles/on-set-rules')) },
  { path: paths.guide(GUIDES.voucherAndPayment.slug), lazy: lazyPage(() => import('./articles/voucher-and-payment')) },
  { path: paths.guide(GUIDES.minors.slug), lazy: lazyPage(() => import('./articles/minors')) },
  { path: paths.guide(GUIDES.terms101.slug), lazy: lazyPage(() => import('./articles/terms-101')) },
];
