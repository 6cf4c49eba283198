import { TextField, Typography } from '@mui/material';
import { GUARDIAN_RELATIONSHIPS, type GuardianRelationship } from '@scenecall/shared';
import { PhoneField } from '../../components/phone-field';

export interface MinorName {
  firstName: string;
  lastName: string;
}

export interface GuardianValues {
  fullName: string;
  email: string;
  tel: string;
  relationship: GuardianRelationship;
}

export const EMPTY_GUARDIAN: GuardianValues = { fullName: '', email: '', tel: '', relationship: 'Parent' };

/** A minor registers with their parent or guardian, who is e-mailed a link to consent on their behalf. */
export function RegistrationGuardian({
  value,
  onChange,
  name,
  onNameChange,
}: {
  value: GuardianValues;
  onChange: (value: GuardianValues) => void;
  name: MinorName;
  onNameChange: (name: MinorName) => void;
}) {
  const set = <K extends keyof GuardianValues>(key: K, next: GuardianValues[K]) => onChange({ ...value, [key]: next });
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '16px 0 0' }}>
      <TextField
        label="Your first name"
        name="firstName"
        required
        fullWidth
        margin="normal"
        autoComplete="given-name"
        value={name.firstName}
        onChange={(event) => onNameChange({ ...name, firstName: event.target.value })}
      />
      <TextField
        label="Your last name"
        name="lastName"
        required
        fullWidth
        margin="normal"
        autoComplete="family-name"
        value={name.lastName}
        onChange={(event) => onNameChange({ ...name, lastName: event.target.value })}
      />
      <Typography component="legend" variant="subtitle1">
        Your parent or guardian
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Performers under 18 need their parent’s or guardian’s written consent. We e-mail them a link to agree on your
        behalf; your account is activated once they have.
      </Typography>
      <TextField
        label="Guardian's full name"
        name="guardianFullName"
        required
        fullWidth
        margin="normal"
        value={value.fullName}
        onChange={(event) => set('fullName', event.target.value)}
      />
      <TextField
        label="Guardian's e-mail"
        name="guardianEmail"
        type="email"
        required
        fullWidth
        margin="normal"
        value={value.email}
        onChange={(event) => set('email', event.target.value)}
      />
      <PhoneField
        label="Guardian's phone"
        name="guardianTel"
        required
        fullWidth
        margin="normal"
        value={value.tel}
        onChange={(tel) => set('tel', tel)}
      />
      <TextField
        select
        label="Relationship"
        name="guardianRelationship"
        required
        fullWidth
        margin="normal"
        value={value.relationship}
        onChange={(event) => set('relationship', event.target.value as GuardianRelationship)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {GUARDIAN_RELATIONSHIPS.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </TextField>
    </fieldset>
  );
}
