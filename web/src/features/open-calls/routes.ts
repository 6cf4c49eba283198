import type { AppRoute, RouteLoaderArgs } from '../../lib/app-route';
import { paths } from '../../config/paths';
import { lazyDataPage } from '../../lib/lazy-page';
import { prefetchQueries } from '../../lib/prefetch';

const api = () => import('./api');

/** The performer's open calls (mounted under the Performer guard). */
export const performerOpenCallRoutes: AppRoute[] = [
  {
    path: paths.performer.openCalls,
    loader: prefetchQueries('Performer', () => api().then((q) => q.prefetchOpenCallsPage)),
    lazy: lazyDataPage(() => import('./performer-open-calls-page')),
  },
];

/** The day's calls and the day, asked for with the route for whichever staff role the session has. */
const prefetchDayOpenCalls = ({ params }: RouteLoaderArgs) => {
  const load = () =>
    import('./staff-api').then(
      (staffApi) => (client: Parameters<typeof staffApi.prefetchDayOpenCallsPage>[0]) =>
        staffApi.prefetchDayOpenCallsPage(client, params.id ?? '', params.dayId ?? ''),
    );
  prefetchQueries('Casting', load)();
  return prefetchQueries('Admin', load)();
};

/** A production day's open calls (mounted under the Casting/Admin guard with the projects). */
export const staffOpenCallRoutes: AppRoute[] = [
  {
    path: '/project/:id/day/:dayId/open-calls',
    loader: prefetchDayOpenCalls,
    lazy: lazyDataPage(() => import('./day-open-calls-page')),
  },
];
