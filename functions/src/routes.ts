/** Every /api route, composed from the feature folders. Each feature exports its route list. */
import { accountRoutes } from './features/accounts/accounts.routes';
import { retentionRoutes } from './features/accounts/retention.routes';
import { accountStateRoutes } from './features/account-state/account-state.routes';
import { adminRoutes } from './features/admin/admin.routes';
import { castingRoutes } from './features/casting/casting.routes';
import { bookingRoutes } from './features/bookings/bookings.routes';
import { clientConfigRoutes } from './features/client-config/client-config.routes';
import { healthRoutes } from './features/health/health.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { paymentRoutes } from './features/payments/payments.routes';
import { commissionRateRoutes } from './features/payments/commission-rates.routes';
import { payArrivalRoutes } from './features/payments/pay-arrivals.routes';
import { penaltyRoutes } from './features/penalties/penalties.routes';
import { projectRoutes } from './features/projects/projects.routes';
import { openCallRoutes } from './features/open-calls/open-calls.routes';
import { voucherDocumentRoutes } from './features/workday/voucher-documents.routes';
import { workdayRoutes } from './features/workday/workday.routes';
import { textRoutes } from './features/texts/texts.routes';
import { guardianRoutes } from './features/guardians/guardians.routes';
import { privacyRoutes } from './features/privacy/privacy.routes';
import { closeCallsOfRemovedRoles } from './features/open-calls';
import { whenRolesRemoved } from './features/projects';
import { releaseAbandonedPayment } from './features/payments/abandoned-payments';
import { releaseHeldPaymentsWith } from './features/penalties';
import { readWrapTimesWith } from './features/bookings';
import { wrapTimesOf } from './features/workday/wrap-times';
import type { RouteDefinition } from './http/route';
import { readAccountStatesWith } from './http/performer-standing';
import { findAccountState } from './features/users';
import './wiring';

export const routes: readonly RouteDefinition[] = [
  ...healthRoutes,
  ...clientConfigRoutes,
  ...accountRoutes,
  ...paymentRoutes,
  ...commissionRateRoutes,
  ...payArrivalRoutes,
  ...penaltyRoutes,
  ...profileRoutes,
  ...projectRoutes,
  ...castingRoutes,
  ...bookingRoutes,
  ...workdayRoutes,
  ...voucherDocumentRoutes,
  ...textRoutes,
  ...openCallRoutes,
  ...adminRoutes,
  ...guardianRoutes,
  ...privacyRoutes,
  ...accountStateRoutes,
  ...retentionRoutes,
];

// A day or role deleted closes its open calls at once (the closing job is the safety net).
whenRolesRemoved((dayId) => closeCallsOfRemovedRoles(new Date(), dayId));

// An Admin's waiver of a penalty held by an abandoned payment cancels that payment first (issue 36).
releaseHeldPaymentsWith((paymentId, performerId) => releaseAbandonedPayment(paymentId, performerId));

// A minor's rest between working days counts from the wrap recorded on set (issue 39).
readWrapTimesWith(wrapTimesOf);

// Performer routes are gated by the account's state (issue 40), read from the user document.
readAccountStatesWith(findAccountState);
