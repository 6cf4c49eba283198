/** A call's submissions, ranked as the server sends them, each with the casting view of the performer and answers. */
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import type { OpenCallQuestion, OpenCallView, SubmissionView } from '@scenecall/shared';
import { ApiClientError } from '../../lib/api-client';
import { announce } from '../../lib/announcer';
import { useSelectSubmission } from './staff-api';
import { SubmissionPhoto } from './submission-photo';

const messageOf = (error: unknown): string =>
  error instanceof ApiClientError && error.message ? error.message : 'Something went wrong. Please try again.';

const STATUS_LABEL: Record<SubmissionView['status'], string> = {
  submitted: 'Waiting',
  withdrawn: 'Withdrawn',
  selected: 'Selected',
  'not-selected': 'Not selected',
};

const answerText = (answer: boolean | string | undefined) =>
  answer === true ? 'Yes' : answer === false ? 'No' : (answer ?? '—');

function profileLine(submission: SubmissionView): string {
  const { performer } = submission;
  const height = performer.height ? `${performer.height} cm` : null;
  return [`${performer.age} years`, performer.unionStatus, performer.gender, performer.ethnicity, height]
    .filter(Boolean)
    .join(' · ');
}

function Answers({ questions, submission }: { questions: OpenCallQuestion[]; submission: SubmissionView }) {
  if (questions.length === 0) return null;
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {questions.map((question) => (
        <Typography key={question.id} variant="body2" component="div">
          <Box component="dt" sx={{ display: 'inline', fontWeight: 600 }}>
            {question.text}
          </Box>{' '}
          <Box component="dd" sx={{ display: 'inline', m: 0 }}>
            {answerText(submission.answers[question.id])}
          </Box>
        </Typography>
      ))}
    </Box>
  );
}

export function CallSubmissions({ call, submissions }: { call: OpenCallView; submissions: SubmissionView[] }) {
  const select = useSelectSubmission(call.dayId);
  if (submissions.length === 0) return <Typography>No submission yet.</Typography>;
  return (
    <Stack
      spacing={1.5}
      component="ol"
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label={`Submissions to ${call.title}`}
    >
      {select.error ? <Alert severity="error">{messageOf(select.error)}</Alert> : null}
      {submissions.map((submission) => (
        <Box
          component="li"
          key={submission.performerId}
          data-submission={submission.performerId}
          sx={{ border: '1px solid #d5d9e2', borderRadius: 2, p: 2 }}
        >
          <Stack direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap', mb: 0.5 }}>
            <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {submission.performer.name}
            </Typography>
            <Chip size="small" label={STATUS_LABEL[submission.status]} />
            {submission.fits ? null : <Chip size="small" color="warning" label="No longer fits" />}
          </Stack>
          <Stack direction="row" spacing={2} alignItems="flex-start">
            {submission.hasPhoto ? <SubmissionPhoto call={call} submission={submission} /> : null}
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {profileLine(submission)}
              </Typography>
              <Answers questions={call.questions} submission={submission} />
            </Box>
          </Stack>
          {submission.status === 'submitted' && call.status !== 'closed' ? (
            <Button
              variant="contained"
              size="small"
              sx={{ mt: 1 }}
              disabled={select.isPending}
              aria-label={`Select ${submission.performer.name}`}
              onClick={() =>
                select.mutate(
                  { callId: call.id, performerId: submission.performerId },
                  { onSuccess: () => announce(`${submission.performer.name} joined the role's candidates.`) },
                )
              }
            >
              Select
            </Button>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}
