/**
 * The layout route each signed-in area's pages render in, when it has one, loaded beside the page
 * (its own chunk): the performer's shows a suspended or deactivated account's notice and leads a
 * refused page to the commissions (issue 40).
 */
import type { AppRoute } from '../lib/app-route';
import { lazyDataPage } from '../lib/lazy-page';
import type { AreaId } from './area-routes';

export const areaLayouts: Partial<Record<AreaId, NonNullable<AppRoute['lazy']>>> = {
  performer: lazyDataPage(() => import('../components/performer-account-notice')),
};
