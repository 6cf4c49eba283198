/**
 * The account's state on the Admin's user page (issue 40): suspend (a reason from the list, a note
 * the performer reads, until a date or until lifted), reinstate, end cooperation, reactivate, and
 * the history of every change (who, when, why).
 */
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  ACCOUNT_ACTION_REASON_LABELS,
  ACCOUNT_ACTION_REASONS,
  ACCOUNT_NOTE_MAX,
  ACCOUNT_STATE_LABELS,
  addCalendarDays,
  agencyToday,
  formatAgencyDateTime,
  formatDateForPeople,
  type AccountActionReason,
  type AccountHistoryEntry,
} from '@scenecall/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiClientError } from '../../../lib/api-client';
import { announce } from '../../../lib/announcer';
import {
  accountKey,
  endCooperation,
  reactivateAccount,
  reinstateAccount,
  suspendAccount,
  useAccount,
} from '../api/account-state-api';
import { Section } from './user-records';

const EVENT_TEXT: Record<AccountHistoryEntry['event'], string> = {
  'verify-email': 'E-mail verified',
  suspend: 'Suspended',
  reinstate: 'Reinstated',
  'suspension-ends': 'Suspension ended',
  'end-agreement': 'Ended the agreement',
  'end-cooperation': 'Cooperation ended',
  reactivate: 'Reactivated',
};
const BY_TEXT: Record<AccountHistoryEntry['by'], string> = { performer: 'Performer', admin: 'Admin', system: 'System' };

function whyOf(entry: AccountHistoryEntry): string {
  const parts = [
    entry.reason ? ACCOUNT_ACTION_REASON_LABELS[entry.reason] : null,
    entry.note ?? null,
    entry.event === 'suspend' ? (entry.until ? `until ${formatDateForPeople(entry.until)}` : 'until lifted') : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

export function UserAccountState({ uid }: { uid: string }) {
  const client = useQueryClient();
  const { data: account } = useAccount(uid);
  const [reason, setReason] = useState<AccountActionReason | ''>('');
  const [note, setNote] = useState('');
  const [until, setUntil] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!account) return null;

  const act = async (action: () => Promise<unknown>, done: string) => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await action();
      await client.invalidateQueries({ queryKey: accountKey(uid) });
      setReason('');
      setNote('');
      setUntil('');
      announce(done);
    } catch (caught) {
      setProblem(caught instanceof ApiClientError ? caught.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  const needsReason = () => {
    if (reason && note.trim()) return true;
    setProblem('Choose a reason and write a note the performer will read');
    return false;
  };
  const state = account.state;
  const suspension = account.suspension;
  return (
    <>
      <Card variant="outlined" component="section" aria-labelledby="account-state-title">
        <CardContent>
          <Typography id="account-state-title" component="h2" variant="h6" gutterBottom>
            Account
          </Typography>
          <Typography data-testid="account-state">State: {ACCOUNT_STATE_LABELS[state]}</Typography>
          {state === 'suspended' && suspension && (
            <Typography color="text.secondary">
              {ACCOUNT_ACTION_REASON_LABELS[suspension.reason]},{' '}
              {suspension.until ? `until ${formatDateForPeople(suspension.until)}` : 'until lifted'}
            </Typography>
          )}
          {problem && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {problem}
            </Alert>
          )}
          {(state === 'active' || state === 'pending-verification' || state === 'suspended') && (
            <Stack spacing={2} sx={{ mt: 2, maxWidth: 560 }}>
              <TextField
                select
                label="Reason"
                value={reason}
                onChange={(event) => setReason(event.target.value as AccountActionReason)}
              >
                {ACCOUNT_ACTION_REASONS.map((value) => (
                  <MenuItem key={value} value={value}>
                    {ACCOUNT_ACTION_REASON_LABELS[value]}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label="Note the performer will read"
                multiline
                minRows={2}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                slotProps={{ htmlInput: { maxLength: ACCOUNT_NOTE_MAX } }}
              />
              {state === 'active' && (
                <TextField
                  label="Suspended until (leave empty: until lifted)"
                  type="date"
                  value={until}
                  onChange={(event) => setUntil(event.target.value)}
                  slotProps={{
                    inputLabel: { shrink: true },
                    htmlInput: { min: addCalendarDays(agencyToday(), 1) },
                  }}
                />
              )}
            </Stack>
          )}
          <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
            {state === 'active' && (
              <Button
                variant="outlined"
                aria-disabled={busy}
                onClick={() =>
                  needsReason() &&
                  void act(
                    () => suspendAccount(uid, { reason: reason as AccountActionReason, note, until: until || null }),
                    'The account is suspended',
                  )
                }
              >
                Suspend
              </Button>
            )}
            {state === 'suspended' && (
              <Button
                variant="outlined"
                aria-disabled={busy}
                onClick={() => void act(() => reinstateAccount(uid, {}), 'The account is reinstated')}
              >
                Reinstate
              </Button>
            )}
            {state !== 'deactivated' && (
              <Button
                variant="outlined"
                color="error"
                aria-disabled={busy}
                onClick={() =>
                  needsReason() &&
                  void act(
                    () => endCooperation(uid, { reason: reason as AccountActionReason, note }),
                    'Cooperation is ended and the account deactivated',
                  )
                }
              >
                End cooperation
              </Button>
            )}
            {state === 'deactivated' && (
              <Button
                variant="outlined"
                aria-disabled={busy}
                onClick={() => void act(() => reactivateAccount(uid, {}), 'The account is active again')}
              >
                Reactivate
              </Button>
            )}
          </Box>
        </CardContent>
      </Card>
      <Section
        title="Account history"
        empty="No change yet."
        isEmpty={account.history.length === 0}
        narrowMinWidth={640}
        columns={['When', 'What', 'By', 'Why']}
        testId="account-history"
      >
        {[...account.history].reverse().map((entry) => (
          <TableRow key={`${entry.at}-${entry.event}`}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatAgencyDateTime(entry.at, { zone: true })}</TableCell>
            <TableCell>{EVENT_TEXT[entry.event]}</TableCell>
            <TableCell>{BY_TEXT[entry.by]}</TableCell>
            <TableCell>{whyOf(entry)}</TableCell>
          </TableRow>
        ))}
      </Section>
    </>
  );
}
