/**
 * /booking/answer?token=…&answer=available|not-available: the page an e-mail's one-click answer
 * opens, without a login. Opening it changes nothing (mail scanners follow links); the one button
 * posts the answer.
 */
import { Alert, Box, Button, Container, Link, Paper, Stack, Typography } from '@mui/material';
import { formatAgencyDateTime, formatDateForPeople, productionDayName } from '@scenecall/shared';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { paths } from '../../config/paths';
import { useAnswerByLink, useBookingLink, messageOf } from './api';

export default function BookingAnswerPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [available, setAvailable] = useState(params.get('answer') !== 'not-available');
  const link = useBookingLink(token);
  const answer = useAnswerByLink();
  const view = link.data;
  const who = view?.answerer === 'guardian' ? 'your child is' : 'you are';
  const yes = view?.offer ? 'Take the slot' : `Confirm: ${who} available`;
  const no = view?.offer ? 'Decline the slot' : `Confirm: ${who} not available`;
  return (
    // The request loads after the first paint: the footer stays below the fold (shell.css).
    <Container maxWidth="sm" className="sc-reserve-viewport" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {view?.offer ? 'A slot opened' : 'Availability request'}
      </Typography>
      {!token && <Alert severity="error">This link is not valid.</Alert>}
      {link.isPending && token && <PageLoading label="Loading the request" />}
      {link.error ? <Alert severity="error">{messageOf(link.error)}</Alert> : null}
      {view && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={1}>
            <Typography component="h2" variant="h6">
              {productionDayName(view)}
            </Typography>
            <Typography>Dates: {view.dates.map(formatDateForPeople).join(', ')}</Typography>
            <Typography>Location: {view.location}</Typography>
            {view.roleName && <Typography>Role: {view.roleName}</Typography>}
            {view.deadline && <Typography>Answer by {formatAgencyDateTime(view.deadline, { zone: true })}</Typography>}
          </Stack>
          {answer.data ? (
            <Alert severity="success" role="status" sx={{ mt: 3 }}>
              Thank you: your answer is recorded.{' '}
              {answer.data.status === 'booked' ? 'You are booked; the details follow by e-mail.' : ''}
            </Alert>
          ) : (
            <Box sx={{ mt: 3 }}>
              <Button
                variant="contained"
                size="large"
                fullWidth
                disabled={answer.isPending}
                onClick={() => answer.mutate({ token, available })}
              >
                {available ? yes : no}
              </Button>
              <Button sx={{ mt: 1 }} fullWidth onClick={() => setAvailable(!available)}>
                {available ? `No: ${no.toLowerCase()}` : `No: ${yes.toLowerCase()}`}
              </Button>
              {answer.error ? (
                <Alert severity="error" sx={{ mt: 2 }}>
                  {messageOf(answer.error)}
                </Alert>
              ) : null}
            </Box>
          )}
        </Paper>
      )}
      <Typography sx={{ mt: 3 }}>
        You can also answer in your account under{' '}
        <Link component={RouterLink} to={paths.performer.bookings}>
          Bookings
        </Link>
        .
      </Typography>
    </Container>
  );
}
