/**
 * /guardian-consent?token=…: the page a minor's guardian opens from the agency's e-mail. It shows
 * the agreement and the minor's name; the guardian types their full name, ticks the box and agrees
 * (or declines), once. The later link (sent with the confirmation) opens it to withdraw the consent.
 */
import { Alert, Box, Button, Checkbox, Container, FormControlLabel, Paper, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { messageOf, useAnswerConsent, useConsentPage } from './api';

const DONE: Record<string, string> = {
  given: 'Thank you: your consent is on record. We have e-mailed you a link to withdraw it should you wish to.',
  declined: 'Your answer is recorded: the account will not be activated.',
  withdrawn: 'Your consent is withdrawn: upcoming requests and bookings are released.',
};

export default function GuardianConsentPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const page = useConsentPage(token);
  const answer = useAnswerConsent(token);
  const [typedName, setTypedName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const view = page.data;
  const withdraw = view?.purpose === 'withdraw';
  const send = (decision: 'given' | 'declined' | 'withdrawn') => {
    if (answer.isPending) return;
    answer.mutate({ decision, typedName, agreed: true });
  };
  return (
    <Container maxWidth="sm" className="sc-reserve-viewport" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {withdraw ? 'Withdraw your consent' : 'Consent for a minor'}
      </Typography>
      {!token && <Alert severity="error">This link is not valid.</Alert>}
      {page.isPending && token && <PageLoading label="Loading the agreement" />}
      {page.error ? <Alert severity="error">{messageOf(page.error)}</Alert> : null}
      {view && answer.data && (
        <Alert severity="success" role="status">
          {DONE[answer.data.state]}
        </Alert>
      )}
      {view && !answer.data && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography component="h2" variant="h6" gutterBottom>
            {view.minorName}
          </Typography>
          <Typography sx={{ mb: 2 }}>
            {withdraw
              ? `Withdrawing ends ${view.minorName}'s upcoming requests and bookings with the agency.`
              : `${view.minorName} is under 18. The license agreement asks their parent or guardian to agree to it on their behalf.`}
          </Typography>
          <Box component="blockquote" sx={{ m: 0, mb: 2, pl: 2, borderLeft: 3, borderColor: 'divider' }}>
            <Typography>{view.wording}</Typography>
            <Typography variant="caption" color="text.secondary">
              Terms version {view.termsVersion}
            </Typography>
          </Box>
          <TextField
            label="Your full name"
            name="typedName"
            required
            fullWidth
            autoComplete="name"
            value={typedName}
            onChange={(event) => setTypedName(event.target.value)}
          />
          <FormControlLabel
            sx={{ mt: 1 }}
            control={<Checkbox name="agreed" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />}
            label={withdraw ? 'I withdraw my consent' : 'I am their parent or legal guardian and I confirm the above'}
          />
          {answer.error ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {messageOf(answer.error)}
            </Alert>
          ) : null}
          <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
            {withdraw ? (
              <Button
                variant="contained"
                aria-disabled={!agreed || answer.isPending}
                onClick={() => agreed && send('withdrawn')}
              >
                Withdraw consent
              </Button>
            ) : (
              <>
                <Button
                  variant="contained"
                  aria-disabled={!agreed || answer.isPending}
                  onClick={() => agreed && send('given')}
                >
                  I agree
                </Button>
                <Button
                  variant="outlined"
                  aria-disabled={!agreed || answer.isPending}
                  onClick={() => agreed && send('declined')}
                >
                  I decline
                </Button>
              </>
            )}
          </Box>
        </Paper>
      )}
    </Container>
  );
}
