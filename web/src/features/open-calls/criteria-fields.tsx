/** The call's criteria: the casting search's filter model (union, gender, ages, heights, hair, eyes, ethnicity, sizes, city, self drive). */
import { Checkbox, FormControlLabel, FormGroup, FormLabel, Stack, TextField } from '@mui/material';
import { GENDERS, UNION_STATUSES, type OpenCallForm } from '@scenecall/shared';
import { ChoiceList } from './choice-list';

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

type TextCriterion = 'ageMin' | 'ageMax' | 'heightMin' | 'heightMax';
const RANGES: { key: TextCriterion; label: string }[][] = [
  [
    { key: 'ageMin', label: 'Age from' },
    { key: 'ageMax', label: 'Age to' },
  ],
  [
    { key: 'heightMin', label: 'Height from (cm)' },
    { key: 'heightMax', label: 'Height to (cm)' },
  ],
];

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
      {RANGES.map((range) => (
        <Stack key={range[0]!.key} direction="row" spacing={2}>
          {range.map(({ key, label }) => (
            <TextField
              key={key}
              label={label}
              type="number"
              value={form[key]}
              onChange={(event) => onChange({ ...form, [key]: event.target.value })}
            />
          ))}
        </Stack>
      ))}
      <ChoiceList label="Hair" criterion="hair" form={form} onChange={onChange} />
      <ChoiceList label="Eyes" criterion="eyes" form={form} onChange={onChange} />
      <ChoiceList label="Ethnicity" criterion="ethnicity" form={form} onChange={onChange} />
      <ChoiceList label="Jacket" criterion="jacket" form={form} onChange={onChange} />
      <ChoiceList label="Dress" criterion="dress" form={form} onChange={onChange} />
      <ChoiceList label="Bust cup" criterion="bustCup" form={form} onChange={onChange} />
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
