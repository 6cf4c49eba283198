import { Box, Button, Link, Typography } from '@mui/material';
import { EMAIL_NOT_VERIFIED_FIELD } from '@scenecall/shared';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PhoneField } from '../../components/phone-field';
import { paths } from '../../config/paths';
import { ApiClientError } from '../../lib/api-client';
import { withGlobalLoading } from '../../lib/loading-store';
import { homePathFor, signInWithLoginToken, takeRedirectTarget } from '../../lib/session';
import { AccountFormLayout } from './account-form-layout';
import { requestLoginToken } from './api';
import { LoginErrorDialog, type LoginError } from './login-error-dialog';
import { PasswordField } from './password-field';

function toLoginError(caught: unknown, tel: string): LoginError {
  if (!(caught instanceof ApiClientError) || caught.code === 'network') return { message: 'An error occurred' };
  const unverified = caught.fields.some((issue) => issue.field === EMAIL_NOT_VERIFIED_FIELD);
  return { message: caught.message, ...(unverified ? { resendForTel: tel } : {}) };
}

export default function LoginPage() {
  const navigate = useNavigate();
  const [tel, setTel] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<LoginError | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitting(true);
    try {
      const session = await withGlobalLoading(async () =>
        signInWithLoginToken(await requestLoginToken({ tel, password })),
      );
      void navigate(takeRedirectTarget() ?? homePathFor(session.role), { replace: true });
    } catch (caught) {
      setError(toLoginError(caught, tel));
      setSubmitting(false);
    }
  };

  return (
    <AccountFormLayout title="Login">
      <Box component="form" onSubmit={(event) => void submit(event)} aria-label="Login">
        <PhoneField label="Phone" name="tel" required fullWidth margin="normal" value={tel} onChange={setTel} />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          fullWidth
          margin="normal"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 3 }} disabled={submitting}>
          Submit
        </Button>
        <Typography variant="body2" sx={{ mt: 3 }}>
          Do not have an account yet?{' '}
          <Link component={RouterLink} to={paths.registration}>
            Sign up now with no registration fee.
          </Link>
        </Typography>
      </Box>
      <LoginErrorDialog error={error} onClose={() => setError(null)} />
    </AccountFormLayout>
  );
}
