/** The call's optional questions: each a yes/no or a short answer. */
import { Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { MAX_OPEN_CALL_QUESTIONS, type OpenCallQuestion } from '@scenecall/shared';

interface Props {
  questions: OpenCallQuestion[];
  onChange: (questions: OpenCallQuestion[]) => void;
}

const newQuestionId = () => `q${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export function QuestionsEditor({ questions, onChange }: Props) {
  const update = (index: number, change: Partial<OpenCallQuestion>) =>
    onChange(questions.map((question, at) => (at === index ? { ...question, ...change } : question)));
  return (
    <Stack spacing={2}>
      <Typography component="h3" variant="subtitle1">
        Questions
      </Typography>
      {questions.map((question, index) => (
        <Stack key={question.id} direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
          <TextField
            label={`Question ${index + 1}`}
            value={question.text}
            onChange={(event) => update(index, { text: event.target.value })}
            sx={{ flex: 1 }}
          />
          <TextField
            select
            label={`Answer to question ${index + 1}`}
            value={question.kind}
            onChange={(event) => update(index, { kind: event.target.value === 'short-text' ? 'short-text' : 'yes-no' })}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="yes-no">Yes or no</MenuItem>
            <MenuItem value="short-text">Short answer</MenuItem>
          </TextField>
          <IconButton
            aria-label={`Remove question ${index + 1}`}
            onClick={() => onChange(questions.filter((_, at) => at !== index))}
          >
            ×
          </IconButton>
        </Stack>
      ))}
      {questions.length < MAX_OPEN_CALL_QUESTIONS ? (
        <Button
          onClick={() => onChange([...questions, { id: newQuestionId(), kind: 'yes-no', text: '' }])}
          sx={{ alignSelf: 'flex-start' }}
        >
          Add a question
        </Button>
      ) : null}
    </Stack>
  );
}
