import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyDataPage } from '../../lib/lazy-page';
import { prefetchQueries } from '../../lib/prefetch';

const api = () => import('./api');

/** The performer's open calls (mounted under the Performer guard). */
export const performerOpenCallRoutes: RouteObject[] = [
  {
    path: paths.performer.openCalls,
    loader: prefetchQueries('Performer', () => api().then((q) => q.prefetchOpenCallsPage)),
    lazy: lazyDataPage(() => import('./performer-open-calls-page')),
  },
];
