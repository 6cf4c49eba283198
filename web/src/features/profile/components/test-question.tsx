import { Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel, Radio, RadioGroup } from '@mui/material';
import type { PublicQuizQuestion } from '@scenecall/shared';

interface TestQuestionProps {
  number: number;
  question: PublicQuizQuestion;
  selected: number[];
  onChange: (selected: number[]) => void;
}

/** One question: radio buttons for single choice, check boxes for multiple choice. */
export function TestQuestion({ number, question, selected, onChange }: TestQuestionProps) {
  const labelId = `question-${question.id}`;
  const legend = (
    <FormLabel id={labelId} component="legend" sx={{ color: 'text.primary', fontWeight: 600, mb: 1 }}>
      {number}. {question.question}
    </FormLabel>
  );
  if (question.type === 'single') {
    return (
      <FormControl component="fieldset" data-testid={`question-${number}`}>
        {legend}
        <RadioGroup
          aria-labelledby={labelId}
          value={selected[0] ?? ''}
          onChange={(event) => onChange([Number(event.target.value)])}
        >
          {question.options.map((option, index) => (
            <FormControlLabel key={option} value={index} control={<Radio />} label={option} />
          ))}
        </RadioGroup>
      </FormControl>
    );
  }
  const toggle = (index: number, checked: boolean) =>
    onChange(checked ? [...selected, index].sort((a, b) => a - b) : selected.filter((i) => i !== index));
  return (
    <FormControl component="fieldset" data-testid={`question-${number}`}>
      {legend}
      <FormGroup aria-labelledby={labelId}>
        {question.options.map((option, index) => (
          <FormControlLabel
            key={option}
            control={<Checkbox checked={selected.includes(index)} onChange={(_e, checked) => toggle(index, checked)} />}
            label={option}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
