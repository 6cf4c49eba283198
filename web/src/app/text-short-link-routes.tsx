import { TEXT_SHORT_PATHS } from '@scenecall/shared';
import { Navigate } from 'react-router';
import { paths } from '../config/paths';
import type { AppRoute } from '../lib/app-route';

/** Where each short path a text carries leads (the page asks the performer to sign in if needed). */
const TEXT_SHORT_LINK_TARGETS: Record<keyof typeof TEXT_SHORT_PATHS, string> = {
  commissions: paths.performer.commissions,
  openCalls: paths.performer.openCalls,
  bookings: paths.performer.bookings,
};

// Public routes in the shell, as the voucher's `/v/<id>`: the performer's pages load with their area.
export const textShortLinkRoutes: AppRoute[] = Object.entries(TEXT_SHORT_PATHS).map(([page, path]) => ({
  path,
  element: <Navigate to={TEXT_SHORT_LINK_TARGETS[page as keyof typeof TEXT_SHORT_PATHS]} replace />,
}));
