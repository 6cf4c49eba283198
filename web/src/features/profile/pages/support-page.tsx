import { Alert, Button, Container, Stack, TextField, Typography } from '@mui/material';
import { supportMessageSchema } from '@scenecall/shared';
import { useState } from 'react';
import { sendSupportMessage } from '../api/profile-api';

/** /performer/support: a message to the agency, answered by e-mail. */
export default function SupportPage() {
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed' | 'invalid'>('idle');

  const send = async () => {
    const parsed = supportMessageSchema.safeParse({ subject, message });
    if (!parsed.success) {
      setState('invalid');
      return;
    }
    setState('sending');
    try {
      await sendSupportMessage(parsed.data);
      setSubject('');
      setMessage('');
      setState('sent');
    } catch {
      setState('failed');
    }
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography component="h1" variant="h4" gutterBottom>
        Support
      </Typography>
      <Typography sx={{ mb: 3 }}>Send the agency a message. We reply to your account's e-mail address.</Typography>
      <Stack
        component="form"
        spacing={2}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <TextField
          id="support-subject"
          label="Subject"
          value={subject}
          required
          error={state === 'invalid' && subject.trim() === ''}
          onChange={(event) => setSubject(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 150 } }}
        />
        <TextField
          id="support-message"
          label="Message"
          value={message}
          required
          multiline
          minRows={4}
          error={state === 'invalid' && message.trim() === ''}
          onChange={(event) => setMessage(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
        {state === 'invalid' && <Alert severity="warning">Please write a subject and a message.</Alert>}
        {state === 'failed' && <Alert severity="error">The message could not be sent. Please try again.</Alert>}
        {state === 'sent' && (
          <Alert severity="success" role="status">
            Your message has been sent. The agency will reply by e-mail.
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          disabled={state === 'sending'}
          sx={{ alignSelf: { sm: 'flex-start' } }}
        >
          {state === 'sending' ? 'Sending…' : 'Send message'}
        </Button>
      </Stack>
    </Container>
  );
}
