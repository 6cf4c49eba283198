import { Box, Button, Link, TextField, Typography } from '@mui/material';
import { PASSWORD_POLICY_TEXT, passwordPolicyProblem, type Role } from '@scenecall/shared';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PhoneField } from '../../components/phone-field';
import { paths } from '../../config/paths';
import { ApiClientError } from '../../lib/api-client';
import { AccountFormLayout } from './account-form-layout';
import { registerAccount } from './api';
import { PasswordField } from './password-field';

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
  const passwordProblem = passwordTouched && password ? passwordPolicyProblem(password) : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      await registerAccount({ tel, email, password, role });
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
        <Typography variant="body2" sx={{ mt: 2 }}>
          By submitting you agree to the{' '}
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
