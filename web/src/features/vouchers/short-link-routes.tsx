import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import type { AppRoute } from '../../lib/app-route';

/** A voucher text's short link: the voucher's page (which asks the performer to sign in if needed). */
function VoucherShortLinkRedirect() {
  const { id } = useParams();
  return <Navigate to={paths.performer.voucher(encodeURIComponent(id ?? ''))} replace />;
}

// Its own module: the shell carries this public route, and the performer's routes load with their area.
export const voucherShortLinkRoutes: AppRoute[] = [
  { path: paths.voucherShortLink, element: <VoucherShortLinkRedirect /> },
];
