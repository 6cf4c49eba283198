import { Container, Typography } from '@mui/material';
import { VERIFICATION_REDIRECT_MS } from '@scenecall/shared';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { ApiClientError } from '../../lib/api-client';
import { verifyEmailToken } from './api';

const VERIFIED = 'Email has been verified. Redirecting...';
const MISSING = 'This verification link has no token. Please open the link from the e-mail again. Redirecting...';

/** One call per token, even when React runs the effect twice in development. */
const calls = new Map<string, Promise<unknown>>();
function verifyOnce(token: string): Promise<unknown> {
  let call = calls.get(token);
  if (!call) {
    call = verifyEmailToken(token);
    calls.set(token, call);
  }
  return call;
}

/** The e-mail link lands here: verifies the token, then goes to /login after 4 s whatever the result. */
export default function VerifyPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [message, setMessage] = useState<string>(token ? 'Verifying your e-mail address…' : MISSING);

  useEffect(() => {
    if (!token) {
      console.warn('verify: no token in the link');
      return;
    }
    let current = true;
    verifyOnce(token)
      .then(() => current && setMessage(VERIFIED))
      .catch((error: unknown) => {
        const reason = error instanceof ApiClientError ? error.message : 'The e-mail address could not be verified.';
        if (current) setMessage(`${reason} Redirecting...`);
      });
    return () => {
      current = false;
    };
  }, [token]);

  useEffect(() => {
    const timer = setTimeout(() => void navigate(paths.login, { replace: true }), VERIFICATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography component="h1" variant="h4" gutterBottom>
        E-mail verification
      </Typography>
      <Typography role="status">{message}</Typography>
    </Container>
  );
}
