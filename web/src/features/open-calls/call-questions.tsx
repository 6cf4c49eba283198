/** The call's questions, answered before putting oneself forward: yes/no as radios, the rest in words. */
import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import { MAX_SHORT_ANSWER_LENGTH, type AnswerDraft, type FieldIssue, type OpenCallQuestion } from '@scenecall/shared';
import { PlainTextField } from '../../components/plain-text-field';

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
      return (
        <PlainTextField
          key={question.id}
          id={id}
          label={question.text}
          value={typeof draft[question.id] === 'string' ? String(draft[question.id]) : ''}
          onChange={(event) => onChange({ ...draft, [question.id]: event.target.value })}
          error={Boolean(issue)}
          helperText={issue}
          maxLength={MAX_SHORT_ANSWER_LENGTH}
        />
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
