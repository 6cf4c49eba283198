/**
 * Penalties as the Admin decides on them (the user's page and the commissions overview): each with
 * its reason, evidence, the performer's answer and state; an owing one is waived with a note, or
 * confirmed (kept owing) once the performer answered. Every decision is audited by the server.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TableCell, TableRow } from '@mui/material';
import {
  agencyDateOf,
  formatCad,
  formatDateForPeople,
  PENALTY_KIND_LABELS,
  PENALTY_TEXT_MAX,
  type PenaltyView,
} from '@scenecall/shared';
import { useId, useState } from 'react';
import { PlainTextField } from '../../../components/plain-text-field';
import { ApiClientError } from '../../../lib/api-client';
import { announce } from '../../../lib/announcer';
import { confirmPenalty, waivePenalty } from '../api/penalties-api';

export const PENALTY_COLUMNS = ['Recorded', 'Penalty', 'Reason and evidence', 'Answer', 'State', 'Decide'];

/** A dialog asking for a note, then running `act` with it. */
export function NoteDialog({
  title,
  label,
  required,
  actLabel,
  act,
  onClose,
}: {
  title: string;
  label: string;
  required: boolean;
  actLabel: string;
  act: (note: string) => Promise<unknown>;
  onClose: (done: boolean) => void;
}) {
  const titleId = useId();
  const fieldId = useId();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (busy) return;
    if (required && !note.trim()) {
      setError('A note is required.');
      return;
    }
    setBusy(true);
    try {
      await act(note.trim());
      onClose(true);
    } catch (caught) {
      setError(caught instanceof ApiClientError ? caught.message : 'That did not work. Please try again.');
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={() => onClose(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <PlainTextField
          id={fieldId}
          label={label}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={PENALTY_TEXT_MAX}
          required={required}
          error={error !== null}
          helperText={error ?? undefined}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>Cancel</Button>
        <Button variant="contained" onClick={() => void submit()} aria-disabled={busy}>
          {actLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const evidenceOf = (penalty: PenaltyView) =>
  [penalty.evidence.production, penalty.evidence.dates?.map(formatDateForPeople).join(', ')]
    .filter(Boolean)
    .join(' · ');

const stateOf = (penalty: PenaltyView) =>
  penalty.state === 'waived'
    ? `Waived: ${penalty.waiver?.note ?? ''}`
    : penalty.state === 'paid'
      ? 'Paid'
      : `${penalty.inPayment ? 'Owing (payment in progress)' : 'Owing'}${penalty.confirmed ? ', confirmed' : ''}`;

export function PenaltyRow({
  penalty,
  performer,
  onChanged,
}: {
  penalty: PenaltyView;
  performer?: string;
  onChanged: () => Promise<unknown>;
}) {
  const [dialog, setDialog] = useState<'waive' | 'confirm' | null>(null);
  const label = `${PENALTY_KIND_LABELS[penalty.kind]} ${formatCad(penalty.amountCents)}`;
  const close = async (done: boolean) => {
    const action = dialog;
    setDialog(null);
    if (!done) return;
    await onChanged();
    announce(action === 'waive' ? `${label} waived.` : `${label} confirmed.`);
  };
  return (
    <TableRow>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateForPeople(agencyDateOf(penalty.createdAt))}</TableCell>
      <TableCell>{performer ? `${performer}: ${label}` : label}</TableCell>
      <TableCell>
        {penalty.reason}
        {evidenceOf(penalty) ? ` (${evidenceOf(penalty)})` : ''}
      </TableCell>
      <TableCell>{penalty.answer?.text ?? '—'}</TableCell>
      <TableCell>{stateOf(penalty)}</TableCell>
      <TableCell>
        {penalty.state === 'owing' && !penalty.inPayment && (
          <Stack direction="row" spacing={1}>
            <Button size="small" onClick={() => setDialog('waive')} aria-label={`Waive ${label}`}>
              Waive
            </Button>
            {penalty.answer && !penalty.confirmed && (
              <Button size="small" onClick={() => setDialog('confirm')} aria-label={`Confirm ${label}`}>
                Confirm
              </Button>
            )}
          </Stack>
        )}
        {dialog === 'waive' && (
          <NoteDialog
            title={`Waive the ${label} penalty`}
            label="Why it is waived"
            required
            actLabel="Waive"
            act={(note) => waivePenalty(penalty.id, note)}
            onClose={(done) => void close(done)}
          />
        )}
        {dialog === 'confirm' && (
          <NoteDialog
            title={`Keep the ${label} penalty owing`}
            label="Note for the performer (optional)"
            required={false}
            actLabel="Confirm"
            act={(note) => confirmPenalty(penalty.id, note)}
            onClose={(done) => void close(done)}
          />
        )}
      </TableCell>
    </TableRow>
  );
}
