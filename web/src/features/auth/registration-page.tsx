import { Box, Button, Checkbox, FormControlLabel, Link, TextField, Typography } from '@mui/material';
import {
  agencyToday,
  isMinorOnDate,
  PASSWORD_POLICY_TEXT,
  passwordPolicyProblem,
  TERMS_ACCEPTANCE_LABEL,
  TERMS_ACCEPTANCE_REQUIRED,
  type Role,
} from '@scenecall/shared';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PhoneField } from '../../components/phone-field';
import { paths } from '../../config/paths';
import { ApiClientError } from '../../lib/api-client';
import { AccountFormLayout } from './account-form-layout';
import { registerAccount } from './api';
import { PasswordField } from './password-field';
import { EMPTY_GUARDIAN, RegistrationGuardian, type GuardianValues, type MinorName } from './registration-guardian';

const SUBMIT_ERROR = 'Error occurred during form submission';
const loadLicenseAgreement = () => import('./license-agreement');
const LicenseAgreementDialog = lazy(loadLicenseAgreement);
/** Registration offers only Performer (spec 1, section 3). */
const REGISTRATION_ROLES: Role[] = ['Performer'];

export default function RegistrationPage() {
  const navigate = useNavigate();
  const [tel, setTel] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<Role>('Performer');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<{ detail: string } | null>(null);
  const [termsOpen, setTermsOpen] = useState(false);
  const [termsLoaded, setTermsLoaded] = useState(false);
  const [passwordTouched, setPasswordTouched] = useState(false);
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [guardian, setGuardian] = useState<GuardianValues>(EMPTY_GUARDIAN);
  const [minorName, setMinorName] = useState<MinorName>({ firstName: '', lastName: '' });
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsMissing, setTermsMissing] = useState(false);
  const minor = dateOfBirth !== '' && isMinorOnDate(dateOfBirth, agencyToday());
  const passwordProblem = passwordTouched && password ? passwordPolicyProblem(password) : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (!termsAccepted) {
      setTermsMissing(true);
      return;
    }
    setSubmitting(true);
    try {
      await registerAccount({
        tel,
        email,
        password,
        role,
        termsAccepted,
        ...(dateOfBirth ? { dateOfBirth } : {}),
        ...(minor ? { guardian, ...minorName } : {}),
      });
      void navigate(paths.verification, { replace: true, state: { email } });
    } catch (caught) {
      const detail = caught instanceof ApiClientError && caught.code !== 'network' ? caught.message : '';
      setError({ detail });
      setSubmitting(false);
    }
  };

  return (
    <AccountFormLayout title="Create your account">
      <Box component="form" noValidate={false} onSubmit={(event) => void submit(event)} aria-label="Registration">
        <PhoneField label="Phone" name="tel" required fullWidth margin="normal" value={tel} onChange={setTel} />
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          required
          fullWidth
          margin="normal"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          required
          fullWidth
          margin="normal"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          onBlur={() => setPasswordTouched(true)}
          error={Boolean(passwordProblem)}
          helperText={passwordProblem ?? PASSWORD_POLICY_TEXT}
        />
        <TextField
          select
          label="Role"
          name="role"
          required
          fullWidth
          margin="normal"
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
          // The phone's own picker; MUI's menu select also re-renders itself once mounted, a
          // blocking render in the middle of the page's start.
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {REGISTRATION_ROLES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </TextField>
        <TextField
          label="Date of birth"
          name="dateOfBirth"
          type="date"
          fullWidth
          margin="normal"
          value={dateOfBirth}
          onChange={(event) => setDateOfBirth(event.target.value)}
          helperText="Under 18? Your parent or guardian consents for you."
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: agencyToday() } }}
        />
        {minor && (
          <RegistrationGuardian value={guardian} onChange={setGuardian} name={minorName} onNameChange={setMinorName} />
        )}
        <FormControlLabel
          sx={{ mt: 2 }}
          control={
            <Checkbox
              name="termsAccepted"
              checked={termsAccepted}
              onChange={(event) => {
                setTermsAccepted(event.target.checked);
                setTermsMissing(false);
              }}
              slotProps={{ input: { 'aria-describedby': 'terms-note' } }}
            />
          }
          label={TERMS_ACCEPTANCE_LABEL}
        />
        {termsMissing && (
          <Typography role="alert" color="error" variant="body2">
            {TERMS_ACCEPTANCE_REQUIRED}
          </Typography>
        )}
        <Typography id="terms-note" variant="body2" sx={{ mt: 1 }}>
          Read the{' '}
          <Link
            component="button"
            type="button"
            onPointerEnter={() => void loadLicenseAgreement()}
            onFocus={() => void loadLicenseAgreement()}
            onClick={() => {
              setTermsLoaded(true);
              setTermsOpen(true);
            }}
            sx={{ verticalAlign: 'baseline' }}
          >
            terms of use
          </Link>
          .
        </Typography>
        {error && (
          <Box role="alert" sx={{ color: 'error.main', mt: 2 }}>
            <Typography color="error">{SUBMIT_ERROR}</Typography>
            {error.detail && <Typography color="error">{error.detail}</Typography>}
          </Box>
        )}
        <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 3 }} disabled={submitting}>
          {submitting ? 'Submitting…' : 'Submit'}
        </Button>
        <Typography variant="body2" sx={{ mt: 3 }}>
          Already have an account?{' '}
          <Link component={RouterLink} to={paths.login}>
            Sign in here.
          </Link>
        </Typography>
      </Box>
      {termsLoaded && (
        <Suspense fallback={null}>
          <LicenseAgreementDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
        </Suspense>
      )}
    </AccountFormLayout>
  );
}
