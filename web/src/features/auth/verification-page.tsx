import { Box, Button, Container, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { ApiClientError } from '../../lib/api-client';
import { resendVerificationEmail } from './api';

/** After registration: tells the performer to open the link, and can send the e-mail again. */
export default function VerificationPage() {
  const location = useLocation();
  const initialEmail = (location.state as { email?: string } | null)?.email ?? '';
  const [email, setEmail] = useState(initialEmail);
  const [status, setStatus] = useState<{ kind: 'idle' | 'sending' | 'sent' | 'error'; text?: string }>({
    kind: 'idle',
  });

  const resend = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus({ kind: 'sending' });
    try {
      const answer = await resendVerificationEmail({ email });
      setStatus({ kind: 'sent', text: answer.message });
    } catch (caught) {
      setStatus({ kind: 'error', text: caught instanceof ApiClientError ? caught.message : 'An error occurred' });
    }
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography component="h1" variant="h4" gutterBottom>
        Verify your email
      </Typography>
      <Typography sx={{ mb: 4 }}>An email has been sent, please click the link in the email to continue.</Typography>
      <Box component="form" onSubmit={(event) => void resend(event)} aria-label="Send the e-mail again">
        <Typography component="h2" variant="h6">
          No e-mail?
        </Typography>
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
        <Button type="submit" variant="outlined" disabled={status.kind === 'sending'} sx={{ mt: 1 }}>
          Resend verification e-mail
        </Button>
        <Typography role="status" color={status.kind === 'error' ? 'error' : 'text.primary'} sx={{ mt: 2 }}>
          {status.text ?? ''}
        </Typography>
      </Box>
    </Container>
  );
}
