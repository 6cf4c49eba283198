import {
  agencyToday,
  GUARDIAN_RELATIONSHIPS,
  PROFILE_FIELD_LABELS,
  SIN_MAX_DIGITS,
  type UnionStatus,
} from '@scenecall/shared';
import { PhoneField } from '../phone-field';
import { visibleSections } from './profile-form';
import { Cell, FormSection, rawOptions, TextInput, type SectionProps } from './form-section';
import { SelectField } from './select-field';

/**
 * Names, union status and ID, date of birth, guardian (under 18), SIN and the emergency contact.
 * At first only the names; with `parts` 1 the union status and date of birth, with 2 the guardian's
 * fields, with 3 the SIN and the emergency contact, each in a commit of its own (issue 37).
 */
export function IdentitySection(props: SectionProps & { unionChoices: UnionStatus[]; parts: number }) {
  const { values, set, required, unionChoices, rules, parts } = props;
  const sections = visibleSections(values, rules);
  const phone = (field: 'guardianTel' | 'emergencyTel') => (
    <PhoneField
      fullWidth
      id={`profile-${field}`}
      name={field}
      label={PROFILE_FIELD_LABELS[field]}
      value={values[field]}
      required={required.has(field)}
      onChange={(value) => set(field, value)}
    />
  );
  return (
    <FormSection title={rules.audience === 'admin' ? 'Identity' : 'About you'}>
      <Cell>
        <TextInput {...props} field="firstName" props={{ autoComplete: 'given-name' }} />
      </Cell>
      <Cell>
        <TextInput {...props} field="middleName" props={{ autoComplete: 'additional-name' }} />
      </Cell>
      <Cell>
        <TextInput {...props} field="lastName" props={{ autoComplete: 'family-name' }} />
      </Cell>
      {parts >= 1 && (
        <>
          <Cell>
            <SelectField
              name="unionStatus"
              label={PROFILE_FIELD_LABELS.unionStatus}
              value={values.unionStatus}
              options={rawOptions(unionChoices)}
              required={required.has('unionStatus')}
              disabled={unionChoices.length <= 1 && values.unionStatus !== ''}
              helperText={
                unionChoices.length <= 1 && values.unionStatus !== '' ? 'Contact the agency to change it' : undefined
              }
              onChange={(value) => set('unionStatus', value)}
            />
          </Cell>
          {sections.unionId && (
            <Cell>
              <TextInput {...props} field="unionId" />
            </Cell>
          )}
          <Cell>
            <TextInput
              {...props}
              field="dateOfBirth"
              props={{ type: 'date', slotProps: { inputLabel: { shrink: true }, htmlInput: { max: agencyToday() } } }}
            />
          </Cell>
        </>
      )}
      {parts >= 2 && sections.guardian && (
        <>
          <Cell>
            <TextInput {...props} field="guardianFullName" />
          </Cell>
          <Cell>{phone('guardianTel')}</Cell>
          <Cell>
            <TextInput {...props} field="guardianEmail" props={{ type: 'email', autoComplete: 'off' }} />
          </Cell>
          <Cell>
            <SelectField
              name="guardianRelationship"
              label={PROFILE_FIELD_LABELS.guardianRelationship}
              value={values.guardianRelationship}
              options={rawOptions(GUARDIAN_RELATIONSHIPS)}
              required={required.has('guardianRelationship')}
              onChange={(value) => set('guardianRelationship', value)}
            />
          </Cell>
        </>
      )}
      {parts >= 3 && (
        <>
          <Cell>
            <TextInput
              {...props}
              field="socialInsuranceNumber"
              props={{
                slotProps: { htmlInput: { inputMode: 'numeric', maxLength: SIN_MAX_DIGITS, autoComplete: 'off' } },
                onChange: (event) =>
                  set('socialInsuranceNumber', event.target.value.replace(/\D/g, '').slice(0, SIN_MAX_DIGITS)),
              }}
            />
          </Cell>
          <Cell>
            <TextInput {...props} field="emergencyFullName" />
          </Cell>
          <Cell>{phone('emergencyTel')}</Cell>
        </>
      )}
    </FormSection>
  );
}
