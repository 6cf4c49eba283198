/** One open call for the performer: what, when, where, the pay and the closing time; put forward or withdraw. */
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import {
  canWithdraw,
  formatAgencyDateTime,
  formatDateForPeople,
  type AnswerDraft,
  type FieldIssue,
  type PerformerOpenCall,
} from '@scenecall/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiClientError } from '../../lib/api-client';
import { afterNextPaintWhenIdle } from '../../lib/after-paint';
import { announce } from '../../lib/announcer';
import { useSubmit, useWithdraw } from './api';
import { CallQuestions } from './call-questions';
import { PhotoPicker } from './photo-picker';
import { SUBMISSION_TEXT } from './submission-status';

const messageOf = (error: unknown): string =>
  error instanceof ApiClientError && error.message ? error.message : 'Something went wrong. Please try again.';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ fontWeight: 600 }}>
        {label}:
      </Box>{' '}
      {value}
    </Typography>
  );
}

let answerCheck: Promise<typeof import('./answer-check')> | undefined;
/** The answers' check, fetched once after the list has shown (a failed fetch is tried again). */
function loadAnswerCheck() {
  answerCheck ??= import('./answer-check').catch((error: unknown) => {
    answerCheck = undefined;
    throw error;
  });
  return answerCheck;
}

function SubmitForm({ call }: { call: PerformerOpenCall }) {
  const idPrefix = useId();
  const submit = useSubmit();
  const [draft, setDraft] = useState<AnswerDraft>({});
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const [photo, setPhoto] = useState<File | undefined>();
  const [photoIssue, setPhotoIssue] = useState<string | undefined>();
  const checking = useRef(false);
  // After the list has painted, when the phone is idle: not on the way to the calls themselves.
  useEffect(
    () =>
      void afterNextPaintWhenIdle()
        .then(loadAnswerCheck)
        .catch(() => undefined),
    [],
  );
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (submit.isPending || checking.current) return;
    checking.current = true;
    const check = await loadAnswerCheck().catch(() => undefined);
    checking.current = false;
    if (!check) return announce('The form could not be checked. Check your connection and try again.');
    const { answers, issues: found } = check.answersToSubmit(call.questions, draft);
    setIssues(found);
    if (found.length > 0 || photoIssue) return announce('Please check the highlighted fields.');
    submit.mutate(
      { callId: call.id, answers, photo },
      { onSuccess: () => announce(`${call.title}: ${SUBMISSION_TEXT.submitted}`) },
    );
  };
  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
      <CallQuestions idPrefix={idPrefix} questions={call.questions} draft={draft} issues={issues} onChange={setDraft} />
      <PhotoPicker
        id={`${idPrefix}-photo`}
        issue={photoIssue}
        onChange={(file, issue) => {
          setPhoto(file);
          setPhotoIssue(issue);
        }}
      />
      {submit.error ? <Alert severity="error">{messageOf(submit.error)}</Alert> : null}
      <Button type="submit" variant="contained" aria-disabled={submit.isPending} sx={{ alignSelf: 'flex-start' }}>
        Put me forward
      </Button>
    </Stack>
  );
}

function WithdrawButton({ call }: { call: PerformerOpenCall }) {
  const withdraw = useWithdraw();
  return (
    <Stack spacing={1}>
      {withdraw.error ? <Alert severity="error">{messageOf(withdraw.error)}</Alert> : null}
      <Button
        variant="outlined"
        disabled={withdraw.isPending}
        onClick={() =>
          withdraw.mutate({ callId: call.id }, { onSuccess: () => announce(`${call.title}: you withdrew.`) })
        }
        sx={{ alignSelf: 'flex-start' }}
      >
        Withdraw
      </Button>
    </Stack>
  );
}

export function OpenCallCard({ call, now }: { call: PerformerOpenCall; now: Date }) {
  const submission = call.submission;
  const open = Date.parse(call.closesAt) > now.getTime();
  return (
    <Card variant="outlined" component="article" data-open-call={call.id}>
      <CardContent>
        <Stack spacing={1.5}>
          <Typography component="h2" variant="h6">
            {call.title}
          </Typography>
          {call.production ? (
            <Detail label="Production" value={[call.production, call.dayTitle].filter(Boolean).join(', ')} />
          ) : null}
          <Detail label="Dates" value={call.dates.map(formatDateForPeople).join('; ')} />
          <Detail label="Where" value={call.city} />
          <Detail label="Rate" value={call.rate} />
          <Detail label="Closes" value={formatAgencyDateTime(call.closesAt, { zone: true })} />
          <Typography sx={{ whiteSpace: 'pre-line' }}>{call.description}</Typography>
          {submission ? (
            <Alert severity={submission.status === 'selected' ? 'success' : 'info'}>
              {SUBMISSION_TEXT[submission.status]}
            </Alert>
          ) : null}
          {canWithdraw(call, now) ? <WithdrawButton call={call} /> : null}
          {open && (!submission || submission.status === 'withdrawn') ? <SubmitForm call={call} /> : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
