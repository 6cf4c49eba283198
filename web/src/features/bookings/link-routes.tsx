import { redirect, type RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyDataPage } from '../../lib/lazy-page';

// Its own module: the shell carries this public route, and the performer's routes load with their area.
/** The one-click answer page: public, the link's token is the credential. */
export const bookingLinkRoutes: RouteObject[] = [
  { path: paths.bookingAnswer, lazy: lazyDataPage(() => import('./booking-answer-page')) },
  {
    path: paths.bookingShortLink,
    loader: ({ params }) => redirect(`${paths.bookingAnswer}?token=${encodeURIComponent(params.token ?? '')}`),
  },
];
