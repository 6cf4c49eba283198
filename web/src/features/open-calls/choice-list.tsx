/** One list criterion of a call (hair, eyes, ethnicity, a size): several choices in a labelled drop-down. */
import { Checkbox, FormControl, InputLabel, ListItemText, MenuItem, Select } from '@mui/material';
import { OPEN_CALL_LIST_CRITERIA, type OpenCallForm, type OpenCallListCriterion } from '@scenecall/shared';
import { useId } from 'react';

interface Props {
  label: string;
  criterion: Exclude<OpenCallListCriterion, 'union' | 'gender'>;
  form: OpenCallForm;
  onChange: (form: OpenCallForm) => void;
}

export function ChoiceList({ label, criterion, form, onChange }: Props) {
  const id = useId();
  const offered: readonly string[] = OPEN_CALL_LIST_CRITERIA[criterion];
  const chosen: string[] = form[criterion];
  const choose = (value: string | string[]) => {
    const values = typeof value === 'string' ? value.split(',') : value;
    onChange({ ...form, [criterion]: offered.filter((option) => values.includes(option)) });
  };
  return (
    <FormControl fullWidth>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        multiple
        value={chosen}
        label={label}
        onChange={(event) => choose(event.target.value)}
        renderValue={(selected) => selected.join(', ')}
      >
        {offered.map((option) => (
          <MenuItem key={option} value={option}>
            <Checkbox size="small" checked={chosen.includes(option)} />
            <ListItemText primary={option} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
