import { ETHNICITIES, EYE_COLORS, HAIR_COLORS, PROFILE_BOOLEAN_FIELDS, PROFILE_FIELD_LABELS } from '@scenecall/shared';
import { Cell, FormSection, optionsOf, type SectionProps } from './form-section';
import { SelectField, YES_NO_OPTIONS, type SelectOption } from './select-field';

/** Both non-binary genders display as 'Non Binary'; the form tells them apart by sizing. */
const GENDER_OPTIONS: SelectOption[] = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'non-binary-male', label: 'Non Binary (male sizes)' },
  { value: 'non-binary-female', label: 'Non Binary (female sizes)' },
];

const CHOICES = [
  { field: 'gender', options: GENDER_OPTIONS },
  { field: 'ethnicity', options: optionsOf(ETHNICITIES) },
  { field: 'hairColor', options: optionsOf(HAIR_COLORS) },
  { field: 'eyeColor', options: optionsOf(EYE_COLORS) },
] as const;

const YES_NO = PROFILE_BOOLEAN_FIELDS.filter((field) => field !== 'selfDrive');

/** With `parts` 1 the four choices, with 2 the yes-or-no questions too (issue 37). */
export function AppearanceSection({ values, set, required, parts }: SectionProps & { parts: number }) {
  return (
    <FormSection title="Appearance">
      {CHOICES.map(({ field, options }) => (
        <Cell key={field}>
          <SelectField
            name={field}
            label={PROFILE_FIELD_LABELS[field]}
            value={values[field]}
            options={options}
            required={required.has(field)}
            onChange={(value) => set(field, value)}
          />
        </Cell>
      ))}
      {parts >= 2 &&
        YES_NO.map((field) => (
          <Cell key={field}>
            <SelectField
              name={field}
              label={PROFILE_FIELD_LABELS[field]}
              value={values[field]}
              options={YES_NO_OPTIONS}
              required={required.has(field)}
              onChange={(value) => set(field, value)}
            />
          </Cell>
        ))}
    </FormSection>
  );
}
