import type { FormField } from '../../../components/profile-form/form-section';
import { Cell, FormSection, TextInput } from '../../../components/profile-form/form-section';
import type { ProfileFormValues } from '../../../components/profile-form/profile-form';
import { ADMIN_FORM_RULES } from '../../../components/profile-form/profile-form-rules';

const NAME_FIELDS = ['firstName', 'middleName', 'lastName'] as const;
const NOT_REQUIRED: ReadonlySet<never> = new Set();

/** Staff accounts (Casting, Admin) keep only their name in the profile. */
export function StaffNameSection({
  values,
  set,
}: {
  values: ProfileFormValues;
  set: (field: FormField, value: string) => void;
}) {
  const props = { values, set, required: NOT_REQUIRED, rules: ADMIN_FORM_RULES };
  return (
    <FormSection title="Name">
      {NAME_FIELDS.map((field) => (
        <Cell key={field}>
          <TextInput {...props} field={field} props={{ autoComplete: 'off' }} />
        </Cell>
      ))}
    </FormSection>
  );
}
