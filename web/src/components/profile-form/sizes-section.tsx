import { BUST_CUPS, DRESS_SIZES, JACKET_SIZES, measurementUnit, PROFILE_FIELD_LABELS } from '@scenecall/shared';
import { visibleSections } from './profile-form';
import { Cell, FormSection, optionsOf, rawOptions, type SectionProps } from './form-section';
import { HeightField } from './height-field';
import { MeasurementField } from './measurement-field';
import { SelectField } from './select-field';

const COMMON = ['sizeWeight', 'sizeChest', 'sizeWaist', 'sizeHips', 'sizeShoe', 'sizeInseam'] as const;
const MALE = ['sizeSleeve', 'sizeNeck', 'sizeHat'] as const;

/** 'Chest (in)', 'Weight (lbs)': the unit the profile page shows the value in. */
function labelWithUnit(field: keyof typeof PROFILE_FIELD_LABELS): string {
  const unit = measurementUnit(field);
  return unit ? `${PROFILE_FIELD_LABELS[field]} (${unit})` : PROFILE_FIELD_LABELS[field];
}

/**
 * Height in feet'inches, weight in lbs, the rest numeric with step 0.1; sizes by gender, which
 * render with `parts` 2, in a commit of their own (issue 37).
 */
export function SizesSection({ values, set, required, rules, parts }: SectionProps & { parts: number }) {
  const sections = visibleSections(values, rules);
  const measurement = (field: (typeof COMMON)[number] | (typeof MALE)[number] | 'sizeBustBand') => (
    <Cell key={field}>
      <MeasurementField
        name={field}
        label={labelWithUnit(field)}
        value={values[field]}
        required={required.has(field)}
        onChange={(value) => set(field, value)}
      />
    </Cell>
  );
  return (
    <FormSection title="Sizes">
      <Cell>
        <HeightField
          value={values.sizeHeight}
          required={required.has('sizeHeight')}
          onChange={(value) => set('sizeHeight', value)}
        />
      </Cell>
      {COMMON.map(measurement)}
      {parts >= 2 && sections.maleSizes && (
        <>
          <Cell>
            <SelectField
              name="sizeJacket"
              label={PROFILE_FIELD_LABELS.sizeJacket}
              value={values.sizeJacket}
              options={optionsOf(JACKET_SIZES)}
              required={required.has('sizeJacket')}
              onChange={(value) => set('sizeJacket', value)}
            />
          </Cell>
          {MALE.map(measurement)}
        </>
      )}
      {parts >= 2 && sections.femaleSizes && (
        <>
          <Cell>
            <SelectField
              name="sizeDress"
              label={PROFILE_FIELD_LABELS.sizeDress}
              value={values.sizeDress}
              options={rawOptions(DRESS_SIZES)}
              required={required.has('sizeDress')}
              onChange={(value) => set('sizeDress', value)}
            />
          </Cell>
          <Cell>
            <SelectField
              name="sizeBustCup"
              label={PROFILE_FIELD_LABELS.sizeBustCup}
              value={values.sizeBustCup}
              options={rawOptions(BUST_CUPS)}
              required={required.has('sizeBustCup')}
              onChange={(value) => set('sizeBustCup', value)}
            />
          </Cell>
          {measurement('sizeBustBand')}
        </>
      )}
    </FormSection>
  );
}
