/** The account fields of the Admin's user form: phone, e-mail, password and the three flags. */
import { TextField } from '@mui/material';
import { PASSWORD_POLICY_TEXT, type Role } from '@scenecall/shared';
import { PhoneField } from '../../../components/phone-field';
import { Cell, FormSection } from '../../../components/profile-form/form-section';
import { SelectField, YES_NO_OPTIONS } from '../../../components/profile-form/select-field';

export interface AccountValues {
  tel: string;
  email: string;
  password: string;
  emailVerified: string;
  testPassed: string;
  userActivated: string;
  companyName: string;
}
export type AccountField = keyof AccountValues;
export type AccountErrors = Partial<Record<AccountField, string>>;

const FLAGS = [
  { field: 'emailVerified', label: 'E-mail verified' },
  { field: 'testPassed', label: 'Test passed' },
  { field: 'userActivated', label: 'User activated' },
] as const;

interface AccountSectionProps {
  values: AccountValues;
  set: (field: AccountField, value: string) => void;
  errors: AccountErrors;
  /** Creating: the password is required; updating: a blank one keeps the current password. */
  creating: boolean;
  role: Role;
}

export function AccountSection({ values, set, errors, creating, role }: AccountSectionProps) {
  const passwordHelp = creating
    ? PASSWORD_POLICY_TEXT
    : `Leave blank to keep the current password. ${PASSWORD_POLICY_TEXT}`;
  return (
    <FormSection title="Account">
      <Cell>
        <PhoneField
          fullWidth
          required
          id="account-tel"
          name="tel"
          label="Phone"
          autoComplete="off"
          value={values.tel}
          onChange={(value) => set('tel', value)}
          error={Boolean(errors.tel)}
          helperText={errors.tel}
        />
      </Cell>
      <Cell>
        <TextField
          fullWidth
          required
          id="account-email"
          name="email"
          type="email"
          label="E-mail"
          autoComplete="off"
          value={values.email}
          onChange={(event) => set('email', event.target.value)}
          error={Boolean(errors.email)}
          helperText={errors.email}
        />
      </Cell>
      <Cell>
        {/* Plain text (spec): the Admin reads the password back to the performer. */}
        <TextField
          fullWidth
          required={creating}
          id="account-password"
          name="password"
          label="Password"
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => set('password', event.target.value)}
          error={Boolean(errors.password)}
          helperText={errors.password ?? passwordHelp}
        />
      </Cell>
      {FLAGS.map(({ field, label }) => (
        <Cell key={field}>
          <SelectField
            name={field}
            label={label}
            value={values[field]}
            options={YES_NO_OPTIONS}
            onChange={(value) => set(field, value)}
          />
        </Cell>
      ))}
      {role === 'Casting' && (
        <Cell>
          <TextField
            fullWidth
            required
            id="account-companyName"
            name="companyName"
            label="Company"
            value={values.companyName}
            onChange={(event) => set('companyName', event.target.value)}
            error={Boolean(errors.companyName)}
            helperText={errors.companyName}
          />
        </Cell>
      )}
    </FormSection>
  );
}
