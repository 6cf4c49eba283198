/**
 * The performer area's frame for an account that is not active (issue 40): a notice of the state,
 * the reason and, for a suspension, the day it ends; and a page the state refuses (the shared
 * `performerMay`, by what the page is for) leads to the commissions, which stay payable. An active
 * account sees the page alone. The account is read after the page has painted (or from the copy
 * kept from the last visit), so it delays no page.
 */
import { Alert, AlertTitle, Typography } from '@mui/material';
import {
  ACCOUNT_ACTION_REASON_LABELS,
  AGENCY,
  addCalendarDays,
  formatDateForPeople,
  performerMay,
  performerRefusal,
  type AccountStanding,
} from '@scenecall/shared';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { performerPageCapability } from '../config/performer-pages';
import { usePaintedAndIdle } from '../lib/after-paint';
import { currentUserQuery, standingIn } from '../lib/current-user-queries';

/** The account's standing once known (kept or fetched after the first paint); undefined before. */
export function usePerformerStanding(): AccountStanding | undefined {
  const painted = usePaintedAndIdle();
  const { data } = useQuery({ ...currentUserQuery, enabled: painted });
  return standingIn(data);
}

function headingOf(standing: AccountStanding): string {
  if (standing.state === 'suspended') {
    const until = standing.suspension?.until;
    return until
      ? `Your account is suspended until ${formatDateForPeople(until)}; it is active again on ${formatDateForPeople(addCalendarDays(until, 1))}`
      : 'Your account is suspended until the agency lifts the suspension';
  }
  return standing.deactivation?.by === 'admin'
    ? 'The agency has ended its cooperation with you: your account is deactivated'
    : 'You ended your agreement: your account is deactivated';
}

function reasonOf(standing: AccountStanding): string | null {
  const { reason, note } =
    standing.state === 'suspended'
      ? (standing.suspension ?? { reason: null, note: null })
      : (standing.deactivation ?? { reason: null, note: null });
  const parts = [reason ? `Reason: ${ACCOUNT_ACTION_REASON_LABELS[reason]}.` : null, note ? `Note: ${note}` : null];
  const text = parts.filter(Boolean).join(' ');
  return text || null;
}

export function AccountNotice({ standing }: { standing: AccountStanding }) {
  const reason = reasonOf(standing);
  return (
    <Alert severity="warning" component="section" aria-label="Your account" sx={{ mb: 2 }} data-testid="account-notice">
      <AlertTitle component="p" sx={{ fontWeight: 700 }}>
        {headingOf(standing)}
      </AlertTitle>
      {reason && <Typography>{reason}</Typography>}
      <Typography>{performerRefusal(standing.state, 'work')}</Typography>
      <Typography>
        Questions: write to {AGENCY.email} or call {AGENCY.phone}.
      </Typography>
    </Alert>
  );
}

function StandingFrame() {
  const { pathname } = useLocation();
  const standing = usePerformerStanding();
  if (!standing || standing.state === 'active' || standing.state === 'pending-verification') return <Outlet />;
  if (!performerMay(standing.state, performerPageCapability(pathname))) {
    return <Navigate to={paths.performer.commissions} replace />;
  }
  return (
    <>
      <AccountNotice standing={standing} />
      <Outlet />
    </>
  );
}

/** The performer area's layout route (app/area-layouts.ts, with the query client): every performer page renders inside it. */
export default function PerformerAccountFrame() {
  return <StandingFrame />;
}
