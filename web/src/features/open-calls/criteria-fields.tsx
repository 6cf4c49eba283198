/** The call's criteria: a focused part of the casting search's filters (union, gender, ages, city, self drive). */
import { Checkbox, FormControlLabel, FormGroup, FormLabel, Stack, TextField } from '@mui/material';
import { GENDERS, UNION_STATUSES, type OpenCallForm } from '@scenecall/shared';

const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {
  male: 'Male',
  female: 'Female',
  'non-binary-male': 'Non-binary (male)',
  'non-binary-female': 'Non-binary (female)',
};

interface Props {
  form: OpenCallForm;
  onChange: (form: OpenCallForm) => void;
}

const toggled = <T,>(list: T[], item: T, on: boolean) =>
  on ? [...list, item] : list.filter((value) => value !== item);

export function CriteriaFields({ form, onChange }: Props) {
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend">Who fits (the casting search's filters; none set means everyone)</FormLabel>
      <FormGroup row aria-label="Union">
        {UNION_STATUSES.map((union) => (
          <FormControlLabel
            key={union}
            label={union}
            control={
              <Checkbox
                checked={form.union.includes(union)}
                onChange={(event) => onChange({ ...form, union: toggled(form.union, union, event.target.checked) })}
              />
            }
          />
        ))}
      </FormGroup>
      <FormGroup row aria-label="Gender">
        {GENDERS.map((gender) => (
          <FormControlLabel
            key={gender}
            label={GENDER_LABELS[gender]}
            control={
              <Checkbox
                checked={form.gender.includes(gender)}
                onChange={(event) => onChange({ ...form, gender: toggled(form.gender, gender, event.target.checked) })}
              />
            }
          />
        ))}
      </FormGroup>
      <Stack direction="row" spacing={2}>
        <TextField
          label="Age from"
          type="number"
          value={form.ageMin}
          onChange={(event) => onChange({ ...form, ageMin: event.target.value })}
        />
        <TextField
          label="Age to"
          type="number"
          value={form.ageMax}
          onChange={(event) => onChange({ ...form, ageMax: event.target.value })}
        />
      </Stack>
      <TextField label="City" value={form.city} onChange={(event) => onChange({ ...form, city: event.target.value })} />
      <FormControlLabel
        label="Drives themselves"
        control={
          <Checkbox
            checked={form.selfDrive}
            onChange={(event) => onChange({ ...form, selfDrive: event.target.checked })}
          />
        }
      />
    </Stack>
  );
}
