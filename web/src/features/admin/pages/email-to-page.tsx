import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { CUSTOM_EMAIL_SUBJECT_MAX, customEmailSchema, fullName, type StaffUserView } from '@scenecall/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { RichTextEditor } from '../../../components/rich-text-editor/rich-text-editor';
import { paths } from '../../../config/paths';
import { ApiClientError } from '../../../lib/api-client';
import { sendCustomEmail, useEmailSigners } from '../api/staff-api';
import { useUser, userKey } from '../api/users-api';
import { AdminPage } from '../components/admin-page';
import { MessageDialog } from '../../../components/message-dialog';

type Outcome = { sent: true } | { sent: false; message: string } | null;
type Field = 'subject' | 'body' | 'signer';

/** The spec: the server's text when it says what is wrong, else 'Failed to send email'. */
const failureText = (cause: unknown) =>
  cause instanceof ApiClientError && cause.status > 0 && cause.status < 500 && cause.message
    ? cause.message
    : 'Failed to send email';

function EmailForm({ user }: { user: StaffUserView }) {
  const queryClient = useQueryClient();
  const signers = useEmailSigners();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [chosenSigner, setSigner] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const signer = chosenSigner || signers.data?.[0]?.id || '';

  const send = async () => {
    setOutcome(null);
    // An editor left empty still holds an empty paragraph.
    const text = body.replace(/<[^>]*>/g, '').trim();
    const parsed = customEmailSchema.safeParse({ email: user.email, subject, body: text ? body : '', signer });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await sendCustomEmail(parsed.data);
      setOutcome({ sent: true });
      setSubject('');
      setBody('');
      await queryClient.invalidateQueries({ queryKey: [...userKey(user.uid), 'emails'] });
    } catch (cause) {
      setOutcome({ sent: false, message: failureText(cause) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack
      component="form"
      spacing={3}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <TextField
        required
        fullWidth
        id="email-subject"
        name="subject"
        label="Subject"
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
        error={Boolean(errors.subject)}
        helperText={errors.subject}
        slotProps={{ htmlInput: { maxLength: CUSTOM_EMAIL_SUBJECT_MAX } }}
      />
      <RichTextEditor
        label="Message"
        required
        rows={8}
        value={body}
        onChange={setBody}
        error={Boolean(errors.body)}
        helperText={errors.body}
      />
      <TextField
        select
        required
        id="email-signer"
        name="signer"
        label="Sent by"
        value={signer}
        onChange={(event) => setSigner(event.target.value)}
        error={Boolean(errors.signer) || Boolean(signers.error)}
        helperText={errors.signer ?? (signers.error ? 'The signers could not be loaded' : undefined)}
        sx={{ maxWidth: { sm: 360 } }}
      >
        {(signers.data ?? []).map((option) => (
          <MenuItem key={option.id} value={option.id}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
      {outcome?.sent && (
        <Alert severity="success" role="status">
          Email sent successfully
        </Alert>
      )}
      {outcome && !outcome.sent && (
        <Alert severity="error" role="alert">
          {outcome.message}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" size="large" disabled={sending || !signer}>
          {sending ? 'Sending...' : 'Send email'}
        </Button>
        <Button size="large" component={RouterLink} to={paths.admin.user(user.uid)}>
          Back to the user
        </Button>
      </Box>
    </Stack>
  );
}

/** /admin/user/email-to/{id}: a custom e-mail to the user, in rich text, signed by a chosen signer. */
export default function EmailToPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: user, error, isPending } = useUser(id);
  const name = user ? fullName(user.profile) || user.email : '';
  return (
    <AdminPage title="Send custom email">
      {isPending && <PageLoading label="Loading the user" />}
      <MessageDialog open={Boolean(error)} title="Error" onClose={() => navigate(paths.admin.root)}>
        User not found or server error
      </MessageDialog>
      {user && (
        <Stack spacing={3}>
          <Card variant="outlined" component="section" aria-label="Recipient">
            <CardContent>
              <Typography component="h2" variant="h6">
                {name}
              </Typography>
              <Typography data-testid="recipient-email">{user.email}</Typography>
            </CardContent>
          </Card>
          <EmailForm user={user} />
        </Stack>
      )}
    </AdminPage>
  );
}
