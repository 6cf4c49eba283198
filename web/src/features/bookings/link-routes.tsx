import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import type { AppRoute } from '../../lib/app-route';
import { lazyDataPage } from '../../lib/lazy-page';

/**
 * The link's request, asked for as soon as the route is known: a phone opening the link from an
 * e-mail then fetches it with the page's code instead of after the first render. Never holds the
 * navigation up; the page asks again and shows the error if this fails.
 */
function prefetchTheLinksRequest({ request }: { request: Request }): null {
  const token = new URL(request.url).searchParams.get('token');
  if (!token) return null;
  void Promise.all([import('./api'), import('../../lib/query-provider')])
    .then(([api, { queryClient }]) => api.prefetchBookingLink(queryClient, token))
    .catch(() => undefined);
  return null;
}

/** A text message's short link: the answer page with the link's token. */
function ShortLinkRedirect() {
  const { token } = useParams();
  return <Navigate to={`${paths.bookingAnswer}?token=${encodeURIComponent(token ?? '')}`} replace />;
}

// Its own module: the shell carries this public route, and the performer's routes load with their area.
/** The one-click answer page: public, the link's token is the credential. */
export const bookingLinkRoutes: AppRoute[] = [
  {
    path: paths.bookingAnswer,
    loader: prefetchTheLinksRequest,
    lazy: lazyDataPage(() => import('./booking-answer-page')),
  },
  { path: paths.bookingShortLink, element: <ShortLinkRedirect /> },
  /** A minor's guardian page: public, the signed link's token is the credential. */
  { path: paths.guardian, lazy: lazyDataPage(() => import('./guardian-page')) },
];
