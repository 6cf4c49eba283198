/**
 * The performer's penalties (late commission, late cancellation, no-show, false information): each
 * with its reason, evidence and state; an owing one may be answered once (e.g. the valid reason).
 */
import { Alert, Box, Button, List, ListItem, Stack, Typography } from '@mui/material';
import {
  formatAgencyDateTime,
  formatCad,
  formatDateForPeople,
  PENALTY_KIND_LABELS,
  PENALTY_TEXT_MAX,
  type PenaltiesAnswer,
  type PenaltyView,
} from '@scenecall/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PlainTextField } from '../../components/plain-text-field';
import { ApiClientError } from '../../lib/api-client';
import { announce } from '../../lib/announcer';
import { answerPenalty, penaltiesKey } from './api';

const STATE_LABELS = { owing: 'Owing', waived: 'Waived', paid: 'Paid' } as const;

function evidenceOf(penalty: PenaltyView): string {
  const { production, dates, dueOn, paidOn } = penalty.evidence;
  return [
    production,
    dates?.length ? dates.map(formatDateForPeople).join(', ') : undefined,
    dueOn ? `due ${formatDateForPeople(dueOn)}` : undefined,
    paidOn ? `paid ${formatDateForPeople(paidOn)}` : undefined,
  ]
    .filter(Boolean)
    .join(' · ');
}

function AnswerForm({ penalty }: { penalty: PenaltyView }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    if (busy) return;
    if (!text.trim()) {
      setError('Write your answer.');
      return;
    }
    setBusy(true);
    try {
      await answerPenalty(penalty.id, text.trim());
      await queryClient.invalidateQueries({ queryKey: penaltiesKey });
      announce('Your answer was sent to the agency.');
    } catch (caught) {
      setError(caught instanceof ApiClientError ? caught.message : 'Your answer could not be sent.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }} alignItems={{ sm: 'flex-start' }}>
      <PlainTextField
        id={`answer-${penalty.id}`}
        label="Your answer (you can answer once)"
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={PENALTY_TEXT_MAX}
        error={error !== null}
        helperText={error ?? 'For example, the valid reason for a late cancellation.'}
        size="small"
      />
      <Button variant="outlined" onClick={() => void send()} aria-disabled={busy}>
        Send answer
      </Button>
    </Stack>
  );
}

function PenaltyItem({ penalty }: { penalty: PenaltyView }) {
  const evidence = evidenceOf(penalty);
  return (
    <ListItem disableGutters divider sx={{ display: 'block' }}>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap">
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {PENALTY_KIND_LABELS[penalty.kind]}: {formatCad(penalty.amountCents)}
        </Typography>
        <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
          {STATE_LABELS[penalty.state]}
          {penalty.inPayment ? ' (payment in progress)' : ''}
        </Typography>
      </Stack>
      <Typography variant="body2">{penalty.reason}</Typography>
      {evidence && (
        <Typography variant="body2" color="text.secondary">
          {evidence}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        Recorded {formatAgencyDateTime(penalty.createdAt, { zone: true })}
      </Typography>
      {penalty.answer && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          Your answer: {penalty.answer.text}
        </Typography>
      )}
      {penalty.confirmed && (
        <Typography variant="body2">
          The agency kept this penalty{penalty.confirmed.note ? `: ${penalty.confirmed.note}` : '.'}
        </Typography>
      )}
      {penalty.waiver && <Typography variant="body2">Waived by the agency: {penalty.waiver.note}</Typography>}
      {penalty.state === 'owing' && !penalty.answer && <AnswerForm penalty={penalty} />}
    </ListItem>
  );
}

export function PenaltiesSection({ answer }: { answer: PenaltiesAnswer }) {
  if (answer.penalties.length === 0) return null;
  const { owingCents } = answer.totals;
  return (
    <Box component="section" aria-labelledby="penalties-heading">
      <Typography id="penalties-heading" component="h2" variant="h5" gutterBottom>
        Penalties
      </Typography>
      {owingCents > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          You owe {formatCad(owingCents)} in penalties. Pay them by card with your next commission or on their own (form
          above). Penalties carry no HST.
        </Alert>
      )}
      <List disablePadding>
        {answer.penalties.map((penalty) => (
          <PenaltyItem key={penalty.id} penalty={penalty} />
        ))}
      </List>
    </Box>
  );
}
