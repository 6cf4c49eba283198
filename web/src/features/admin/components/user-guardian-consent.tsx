import { Alert, Box, Button, Card, CardContent, TableCell, TableRow, Typography } from '@mui/material';
import { formatAgencyDateTime, type GuardianConsentEvent, type GuardianConsentState } from '@scenecall/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiClientError } from '../../../lib/api-client';
import { announce } from '../../../lib/announcer';
import { resendGuardianConsent, useGuardianConsent, userKey, withdrawGuardianConsent } from '../api/users-api';
import { Section } from './user-records';

const STATE_TEXT: Record<Exclude<GuardianConsentState, null>, string> = {
  given: 'Given',
  pending: 'Asked, not answered yet',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};
const EVENT_TEXT: Record<GuardianConsentEvent['type'], string> = {
  requested: 'Requested',
  given: 'Given',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};
const SOURCE_TEXT: Record<GuardianConsentEvent['source'], string> = {
  'guardian-link': "Guardian's link",
  admin: 'Admin',
  registration: 'Registration',
};

/** The terms accepted at registration, the guardian's consent (a minor's), its history, a resend and a withdrawal. */
export function UserGuardianConsent({ uid }: { uid: string }) {
  const client = useQueryClient();
  const { data } = useGuardianConsent(uid, true);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const act = async (action: (id: string) => Promise<unknown>, done: string) => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await action(uid);
      await client.invalidateQueries({ queryKey: userKey(uid) });
      announce(done);
    } catch (caught) {
      setProblem(caught instanceof ApiClientError ? caught.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  if (!data) return null;
  const terms = data.termsAcceptance;
  return (
    <>
      <Card variant="outlined" component="section" aria-labelledby="guardian-consent-title">
        <CardContent>
          <Typography id="guardian-consent-title" component="h2" variant="h6" gutterBottom>
            Terms and guardian’s consent
          </Typography>
          <Typography>
            Terms:{' '}
            {terms
              ? `accepted ${formatAgencyDateTime(terms.at, { zone: true })} (version ${terms.termsVersion})`
              : 'no acceptance on record'}
          </Typography>
          {(data.needed || data.state) && (
            <Typography>
              Guardian’s consent: {data.state ? STATE_TEXT[data.state] : 'not asked yet'}
              {!data.needed && ' (no longer needed: 18 or over)'}
            </Typography>
          )}
          {problem && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {problem}
            </Alert>
          )}
          {data.needed && (
            <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
              {data.state !== 'given' && (
                <Button
                  variant="outlined"
                  aria-disabled={busy}
                  onClick={() => void act(resendGuardianConsent, 'The consent request was sent to the guardian')}
                >
                  Send the consent request
                </Button>
              )}
              {(data.state === 'given' || data.state === 'pending') && (
                <Button
                  variant="outlined"
                  color="error"
                  aria-disabled={busy}
                  onClick={() => void act(withdrawGuardianConsent, 'The consent is withdrawn')}
                >
                  Withdraw the consent
                </Button>
              )}
            </Box>
          )}
        </CardContent>
      </Card>
      {data.events.length > 0 && (
        <Section
          title="Guardian’s consent history"
          empty="Nothing yet."
          isEmpty={false}
          narrowMinWidth={640}
          columns={['When', 'What', 'Name typed', 'Through', 'Terms']}
          testId="guardian-consent"
        >
          {data.events.map((event) => (
            <TableRow key={`${event.at}-${event.type}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatAgencyDateTime(event.at, { zone: true })}</TableCell>
              <TableCell>{EVENT_TEXT[event.type]}</TableCell>
              <TableCell>{event.typedName ?? ''}</TableCell>
              <TableCell>{SOURCE_TEXT[event.source]}</TableCell>
              <TableCell>{event.termsVersion}</TableCell>
            </TableRow>
          ))}
        </Section>
      )}
    </>
  );
}
