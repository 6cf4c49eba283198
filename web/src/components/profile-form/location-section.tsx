import { TextField } from '@mui/material';
import { COUNTRY, PROFILE_FIELD_LABELS, PROVINCES } from '@scenecall/shared';
import { Cell, FormSection, rawOptions, TextInput, type SectionProps } from './form-section';
import { SelectField, YES_NO_OPTIONS } from './select-field';

/** City, province, postal code, country (always Canada) and self drive. */
export function LocationSection(props: SectionProps) {
  const { values, set, required, rules } = props;
  return (
    <FormSection title={rules.audience === 'admin' ? 'Location' : 'Where you live'}>
      <Cell>
        <TextInput {...props} field="city" props={{ autoComplete: 'address-level2' }} />
      </Cell>
      <Cell>
        <SelectField
          name="state"
          label={PROFILE_FIELD_LABELS.state}
          value={values.state}
          options={rawOptions(PROVINCES)}
          required={required.has('state')}
          onChange={(value) => set('state', value)}
        />
      </Cell>
      <Cell>
        <TextInput {...props} field="postalCode" props={{ autoComplete: 'postal-code' }} />
      </Cell>
      <Cell>
        <TextField
          fullWidth
          id="profile-country"
          label="Country"
          value={COUNTRY}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      </Cell>
      <Cell>
        <SelectField
          name="selfDrive"
          label={PROFILE_FIELD_LABELS.selfDrive}
          value={values.selfDrive}
          options={YES_NO_OPTIONS}
          onChange={(value) => set('selfDrive', value)}
        />
      </Cell>
    </FormSection>
  );
}
