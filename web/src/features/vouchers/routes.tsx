import type { AppRoute } from '../../lib/app-route';
import { paths } from '../../config/paths';
import { lazyDataPage } from '../../lib/lazy-page';
import { prefetchQueries } from '../../lib/prefetch';

const loader = prefetchQueries('Performer', () => import('./api').then((q) => q.prefetchVouchersPage));

/** The performer's vouchers (mounted under the Performer guard). */
export const voucherRoutes: AppRoute[] = [
  { path: paths.performer.vouchers, loader, lazy: lazyDataPage(() => import('./vouchers-page')) },
  { path: paths.performer.voucher(':voucherId'), loader, lazy: lazyDataPage(() => import('./voucher-page')) },
];
