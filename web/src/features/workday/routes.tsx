import type { AppRoute, RouteLoaderArgs } from '../../lib/app-route';
import { lazyDataPage } from '../../lib/lazy-page';
import { prefetchQueries } from '../../lib/prefetch';

/** The set screen's data, asked for with the route for whichever staff role the session has. */
const prefetchSetScreen = ({ params }: RouteLoaderArgs) => {
  const load = () =>
    import('./api').then(
      (api) => (client: Parameters<typeof api.prefetchSetScreenPage>[0]) =>
        api.prefetchSetScreenPage(client, params.id ?? '', params.dayId ?? ''),
    );
  prefetchQueries('Casting', load)();
  return prefetchQueries('Admin', load)();
};

/** The workday's staff pages (mounted under the Casting/Admin guard with the projects). */
export const workdayRoutes: AppRoute[] = [
  {
    path: '/project/:id/day/:dayId/set',
    loader: prefetchSetScreen,
    lazy: lazyDataPage(() => import('./set-screen-page')),
  },
];
