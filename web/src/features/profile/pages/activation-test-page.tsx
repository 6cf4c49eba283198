import { Alert, Button, Container, Paper, Stack, Typography } from '@mui/material';
import type { TestResult } from '@scenecall/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { paths } from '../../../config/paths';
import { withGlobalLoading } from '../../../lib/loading-store';
import { submitTest, useTestPaper } from '../api/activation-test-api';
import { currentUserKey } from '../api/profile-api';
import { MessageDialog } from '../../../components/message-dialog';
import { TestQuestion } from '../components/test-question';

type Answers = Record<string, number[]>;

function outcome(result: TestResult): { title: string; text: string; next: string | null } {
  if (result.passed && result.userActivated) {
    return { title: 'Success', text: 'Success! Your account is now activated.', next: paths.performer.root };
  }
  if (result.passed) {
    return {
      title: 'Test passed',
      text: 'You passed the test. Please complete your profile to activate your account.',
      next: paths.performer.updateProfile,
    };
  }
  return {
    title: 'Error',
    text: `Error! Failed to activate your account. Please try again. You answered ${result.score} of ${result.total} questions correctly; ${result.passMark} are needed.`,
    next: null,
  };
}

/** /performer/test: 20 questions, scored by the server; 16 correct pass and activate the account. */
export default function ActivationTestPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: paper, error, isPending } = useTestPaper();
  const [answers, setAnswers] = useState<Answers>({});
  const [result, setResult] = useState<TestResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const answered = paper ? paper.questions.filter((q) => (answers[q.id] ?? []).length > 0).length : 0;
  const total = paper?.questions.length ?? 0;

  const submit = async () => {
    if (!paper) return;
    setFailure(null);
    setSending(true);
    try {
      const submission = { answers: paper.questions.map((q) => ({ questionId: q.id, selected: answers[q.id] ?? [] })) };
      setResult(await withGlobalLoading(() => submitTest(submission)));
    } catch {
      setFailure('Error! Failed to activate your account. Please try again.');
    } finally {
      setSending(false);
    }
  };

  const closeResult = async () => {
    if (!result) return;
    const next = outcome(result).next;
    setResult(null);
    if (next) {
      queryClient.removeQueries({ queryKey: currentUserKey });
      navigate(next);
      return;
    }
    setAnswers({});
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const shown = result ? outcome(result) : null;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography component="h1" variant="h4" gutterBottom>
        Activation test
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Answer all {total || 20} questions about working with the agency and on set. {paper?.passMark ?? 16} correct
        answers activate your account. The <RouterLink to={paths.information}>information guides</RouterLink> have every
        answer.
      </Typography>
      {isPending && <PageLoading label="Loading the test" />}
      {error && <Alert severity="error">The test could not be loaded. Please try again later.</Alert>}
      {paper?.userActivated && (
        <Alert severity="success" sx={{ mb: 3 }}>
          Your account is already activated. <RouterLink to={paths.performer.root}>Go to your profile</RouterLink>
        </Alert>
      )}
      {paper && (
        <Stack
          component="form"
          spacing={3}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {paper.questions.map((question, index) => (
            <Paper key={question.id} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <TestQuestion
                number={index + 1}
                question={question}
                selected={answers[question.id] ?? []}
                onChange={(selected) => setAnswers((current) => ({ ...current, [question.id]: selected }))}
              />
            </Paper>
          ))}
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <Typography role="status" aria-live="polite">
            {answered} of {total} answered
          </Typography>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={sending || answered < total}
            sx={{ alignSelf: { sm: 'flex-start' } }}
          >
            Submit answers
          </Button>
        </Stack>
      )}
      <MessageDialog open={shown !== null} title={shown?.title ?? ''} onClose={() => void closeResult()}>
        <Typography data-testid="test-outcome">{shown?.text}</Typography>
      </MessageDialog>
    </Container>
  );
}
