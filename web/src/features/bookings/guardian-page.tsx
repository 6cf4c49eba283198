/**
 * /guardian?token=…: a minor's guardian page, opened from the signed link in the guardian's
 * messages (no account: the link is the credential). It lists the minor's requests and upcoming
 * bookings; the guardian answers open requests here, recorded as the guardian's answers.
 */
import { Alert, Box, Button, Container, Paper, Stack, Typography } from '@mui/material';
import { formatDateForPeople, productionDayName, type PerformerBookingView } from '@scenecall/shared';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { announce } from '../../lib/announcer';
import { messageOf, useAnswerAsGuardian, useGuardianView } from './api';
import { deadlineText } from './booking-status';
import { GuardianMessagesSection } from './guardian-messages-section';

const GUARDIAN_STATUS: Partial<Record<PerformerBookingView['status'], string>> = {
  available: 'Answered available: casting will confirm',
  standby: 'On standby',
  booked: 'Booked',
};

function DayFacts({ booking }: { booking: PerformerBookingView }) {
  return (
    <Stack spacing={0.5}>
      <Typography component="h3" variant="h6">
        {productionDayName(booking)}
      </Typography>
      <Typography>Dates: {booking.dates.map(formatDateForPeople).join(', ')}</Typography>
      <Typography>Location: {booking.location}</Typography>
    </Stack>
  );
}

interface RequestCardProps {
  token: string;
  booking: PerformerBookingView;
  name: string;
  /** The answered card leaves the list: the focus goes on to the list's heading. */
  onAnswered: () => void;
}

function RequestCard({ token, booking, name, onAnswered }: RequestCardProps) {
  const answer = useAnswerAsGuardian(token);
  const pressed = useRef(false);
  const send = (available: boolean) => {
    if (pressed.current) return;
    pressed.current = true;
    answer.mutate(
      { dayId: booking.dayId, available },
      {
        onSuccess: () => {
          onAnswered();
          announce(
            `Answer recorded: ${name} is ${available ? '' : 'not '}available for ${productionDayName(booking)}.`,
          );
        },
        onSettled: () => {
          pressed.current = false;
        },
      },
    );
  };
  const offer = booking.status === 'offered';
  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, listStyle: 'none' }}>
      <DayFacts booking={booking} />
      <Typography sx={{ mt: 1 }}>{deadlineText(booking.deadline)}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
        <Button variant="contained" aria-disabled={answer.isPending} onClick={() => send(true)}>
          {offer ? 'Take the slot' : `${name} is available`}
        </Button>
        <Button variant="outlined" aria-disabled={answer.isPending} onClick={() => send(false)}>
          {offer ? 'Decline the slot' : `${name} is not available`}
        </Button>
      </Stack>
      {answer.error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {messageOf(answer.error)}
        </Alert>
      ) : null}
    </Paper>
  );
}

export default function GuardianPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const view = useGuardianView(token);
  const data = view.data;
  const name = data?.performerName || 'Your child';
  const requestsHeading = useRef<HTMLHeadingElement>(null);
  return (
    // The lists load after the first paint: the footer stays below the fold (shell.css).
    <Container maxWidth="sm" className="sc-reserve-viewport" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {data ? `${name}'s requests and bookings` : 'Guardian page'}
      </Typography>
      {!token && <Alert severity="error">This link is not valid.</Alert>}
      {view.isPending && token && <PageLoading label="Loading the requests" />}
      {view.error ? <Alert severity="error">{messageOf(view.error)}</Alert> : null}
      {data && (
        <>
          <Typography sx={{ mb: 2 }}>
            As {name}&apos;s guardian, you answer their requests: we record each answer as yours.
          </Typography>
          <Typography component="h2" variant="h5" sx={{ mt: 3, mb: 1 }} ref={requestsHeading} tabIndex={-1}>
            Waiting for your answer
          </Typography>
          {data.requests.length === 0 ? (
            <Typography>No request is waiting for an answer.</Typography>
          ) : (
            <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }}>
              {data.requests.map((booking) => (
                <RequestCard
                  key={booking.dayId}
                  token={token}
                  booking={booking}
                  name={name}
                  onAnswered={() => requestsHeading.current?.focus()}
                />
              ))}
            </Stack>
          )}
          <Typography component="h2" variant="h5" sx={{ mt: 4, mb: 1 }}>
            Upcoming
          </Typography>
          {data.upcoming.length === 0 ? (
            <Typography>Nothing upcoming.</Typography>
          ) : (
            <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }}>
              {data.upcoming.map((booking) => (
                <Paper key={booking.dayId} component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
                  <DayFacts booking={booking} />
                  <Box sx={{ mt: 1 }}>
                    <Typography>{GUARDIAN_STATUS[booking.status] ?? booking.status}</Typography>
                  </Box>
                </Paper>
              ))}
            </Stack>
          )}
          <GuardianMessagesSection token={token} messages={data.messages} name={name} />
        </>
      )}
    </Container>
  );
}
