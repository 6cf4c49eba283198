/**
 * The notice a suspended or deactivated performer reads above every page of their area (issue 40):
 * the state, the reason and, for a suspension, the day it ends. Loaded only for such an account
 * (app/performer-frame.tsx).
 */
import { Alert, AlertTitle, Typography } from '@mui/material';
import { withMuiTheme } from '../lib/mui-theme';
import {
  ACCOUNT_ACTION_REASON_LABELS,
  AGENCY,
  addCalendarDays,
  formatDateForPeople,
  performerRefusal,
  type AccountStanding,
} from '@scenecall/shared';

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

function AccountNotice({ standing }: { standing: AccountStanding }) {
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

export default withMuiTheme(AccountNotice);
