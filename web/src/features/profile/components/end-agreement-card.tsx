/**
 * "End my agreement" on the performer's profile (issue 40, the license agreement's right to end it
 * from the profile): a confirming dialog that says exactly what happens, then the account is
 * deactivated and the performer goes to what they may still do, their commissions.
 */
import {
  Alert,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { AGENCY, LATE_CANCELLATION_HOURS, PENALTY_CENTS, formatCad } from '@scenecall/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { api, ApiClientError } from '../../../lib/api-client';
import { announce } from '../../../lib/announcer';

/** What ending the agreement does, in the order it happens (the dialog's text). */
export const END_AGREEMENT_STEPS = [
  'Your upcoming availability requests are declined and your bookings released, and performers on standby are offered your places. Casting is told as for any cancellation.',
  `A booking whose call is more than ${LATE_CANCELLATION_HOURS} hours away is released without a penalty; within ${LATE_CANCELLATION_HOURS} hours of the call, the agreement's late-cancellation penalty (${formatCad(PENALTY_CENTS)}) applies.`,
  'Commissions and penalties you still owe stay payable: you can still sign in to pay them and to read your invoices and vouchers, and nothing else.',
  'Your account is deactivated: you are no longer searched, asked or sent open calls and alerts.',
  'Your data is kept for the retention period and then deleted.',
  `To come back, write to ${AGENCY.email} or call ${AGENCY.phone}: the agency can reactivate your account.`,
];

export function EndAgreementCard() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const titleId = useId();
  const client = useQueryClient();
  const navigate = useNavigate();

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await api.post('/performer/end-agreement', {});
      client.clear();
      announce('Your agreement has ended');
      void navigate(paths.performer.commissions);
    } catch (caught) {
      setProblem(caught instanceof ApiClientError ? caught.message : 'Something went wrong. Please try again.');
      setBusy(false);
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby={`${titleId}-card`}>
      <CardContent>
        <Typography id={`${titleId}-card`} component="h2" variant="h6" gutterBottom>
          Your agreement
        </Typography>
        <Typography sx={{ mb: 2 }}>
          You may end your agreement with the agency at any time. See what you owe on{' '}
          <RouterLink to={paths.performer.commissions}>your commissions</RouterLink> first.
        </Typography>
        <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
          End my agreement
        </Button>
      </CardContent>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>End your agreement?</DialogTitle>
        {/* Focusable: at 360 px the steps scroll inside the dialog, and the keyboard must reach them. */}
        <DialogContent tabIndex={0}>
          <Typography gutterBottom>When you end your agreement:</Typography>
          <ul>
            {END_AGREEMENT_STEPS.map((step) => (
              <li key={step}>
                <Typography>{step}</Typography>
              </li>
            ))}
          </ul>
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} aria-disabled={busy}>
            Keep my agreement
          </Button>
          <Button variant="contained" color="error" onClick={() => void confirm()} aria-disabled={busy}>
            End my agreement
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
