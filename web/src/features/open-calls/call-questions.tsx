/** The call's questions, answered before putting oneself forward: yes/no as radios, the rest in words. */
import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  OutlinedInput,
  Radio,
  RadioGroup,
} from '@mui/material';
import { MAX_SHORT_ANSWER_LENGTH, type AnswerDraft, type FieldIssue, type OpenCallQuestion } from '@scenecall/shared';

interface Props {
  idPrefix: string;
  questions: OpenCallQuestion[];
  draft: AnswerDraft;
  issues: FieldIssue[];
  onChange: (draft: AnswerDraft) => void;
}

export function CallQuestions({ idPrefix, questions, draft, issues, onChange }: Props) {
  const issueOf = (id: string) => issues.find((issue) => issue.field === `answers.${id}`)?.message;
  return questions.map((question) => {
    const id = `${idPrefix}-${question.id}`;
    const issue = issueOf(question.id);
    if (question.kind === 'short-text') {
      // The question (up to 200 characters) is text above its field, not a one-line floating label.
      const helperId = issue ? `${id}-helper-text` : undefined;
      return (
        <FormControl key={question.id} fullWidth error={Boolean(issue)}>
          <FormLabel htmlFor={id} id={`${id}-label`} sx={{ mb: 1, overflowWrap: 'anywhere' }}>
            {question.text}
          </FormLabel>
          <OutlinedInput
            id={id}
            value={typeof draft[question.id] === 'string' ? String(draft[question.id]) : ''}
            onChange={(event) => onChange({ ...draft, [question.id]: event.target.value })}
            aria-describedby={helperId}
            inputProps={{ maxLength: MAX_SHORT_ANSWER_LENGTH }}
          />
          {issue ? <FormHelperText id={helperId}>{issue}</FormHelperText> : null}
        </FormControl>
      );
    }
    const value = draft[question.id];
    return (
      <FormControl key={question.id} error={Boolean(issue)}>
        <FormLabel id={`${id}-label`}>{question.text}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${id}-label`}
          value={typeof value === 'boolean' ? String(value) : ''}
          onChange={(event) => onChange({ ...draft, [question.id]: event.target.value === 'true' })}
        >
          <FormControlLabel value="true" control={<Radio />} label="Yes" />
          <FormControlLabel value="false" control={<Radio />} label="No" />
        </RadioGroup>
        {issue ? <FormHelperText>{issue}</FormHelperText> : null}
      </FormControl>
    );
  });
}
