/** One booking in the performer's area, with what they can do about it. */
import { Alert, Box, Button, Card, CardActions, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import {
  agencyToday,
  formatDateForPeople,
  formatTimeOfDay,
  productionDayName,
  type BookingLinkAnswer,
  type CallTimeKind,
  type CallTimeView,
  type PerformerBookingView,
} from '@scenecall/shared';
import { lazy, Suspense, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { VISUALLY_HIDDEN } from '../../components/visually-hidden';
import { useAcknowledge, useAnswerRequest, messageOf } from './api';
import { CheckInCodeButton } from './check-in-code';
import { deadlineText, penaltyText, STATUS_TEXT } from './booking-status';

// Dialogs load when asked for (their code starts loading as the pointer or focus reaches the
// button): a page that shows bookings does not wait for MUI's overlays before it paints them.
const loadCancelDialog = () => import('./cancel-booking-dialog');
const CancelBookingDialog = lazy(async () => ({ default: (await loadCancelDialog()).CancelBookingDialog }));

function Detail({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ fontWeight: 600 }}>
        {label}:
      </Box>{' '}
      {value}
    </Typography>
  );
}

function CallTime({
  booking,
  which,
  time,
}: {
  booking: PerformerBookingView;
  which: CallTimeKind;
  time: CallTimeView;
}) {
  const acknowledge = useAcknowledge();
  const label = which === 'final' ? 'Final call time' : 'Draft call time';
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Typography variant="body2">
        <Box component="span" sx={{ fontWeight: 600 }}>
          {label}:
        </Box>{' '}
        {formatTimeOfDay(time.time, { zone: true })}
      </Typography>
      {time.changed && <Chip size="small" color="warning" label="Changed" />}
      {time.acknowledged ? (
        <Chip size="small" color="success" variant="outlined" label="Acknowledged" />
      ) : (
        <Button
          size="small"
          variant="contained"
          disabled={acknowledge.isPending}
          onClick={() => acknowledge.mutate({ dayId: booking.dayId, which })}
        >
          Acknowledge {which} call time
        </Button>
      )}
      {acknowledge.error ? <Alert severity="error">{messageOf(acknowledge.error)}</Alert> : null}
    </Box>
  );
}

/** What the performer answered, once the list has been refreshed with it. */
export type OnAnswered = (booking: PerformerBookingView, answer: BookingLinkAnswer) => void;

function RequestActions({ booking, onAnswered }: { booking: PerformerBookingView; onAnswered?: OnAnswered }) {
  const answer = useAnswerRequest();
  const offer = booking.status === 'offered';
  // Not `disabled` while sending: the pressed button keeps the focus; a second press is ignored.
  const send = (available: boolean) => {
    if (answer.isPending) return;
    answer.mutateAsync({ dayId: booking.dayId, available }).then(
      (result) => onAnswered?.(booking, result),
      () => undefined, // shown below from answer.error
    );
  };
  return (
    <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
      <Button variant="contained" aria-disabled={answer.isPending} onClick={() => send(true)}>
        {offer ? 'Take the slot' : 'Available'}
      </Button>
      <Button variant="outlined" aria-disabled={answer.isPending} onClick={() => send(false)}>
        {offer ? 'Decline' : 'Not available'}
      </Button>
      {answer.error ? <Alert severity="error">{messageOf(answer.error)}</Alert> : null}
    </CardActions>
  );
}

/** A day worked (marked so, or booked on a date that has come) has a voucher from set. */
const worked = (booking: PerformerBookingView) =>
  booking.status === 'worked' || (booking.status === 'booked' && (booking.dates[0] ?? '') <= agencyToday());

export function BookingCard({ booking, onAnswered }: { booking: PerformerBookingView; onAnswered?: OnAnswered }) {
  const [cancelling, setCancelling] = useState(false);
  const headingId = useId();
  const open = booking.status === 'asked' || booking.status === 'offered';
  const penalty = penaltyText(booking);
  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId} data-booking={booking.dayId}>
      <CardContent>
        <Stack spacing={0.75}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography id={headingId} component="h2" variant="h6" tabIndex={-1}>
              {productionDayName(booking)}
            </Typography>
            <Chip
              size="small"
              label={STATUS_TEXT[booking.status]}
              color={booking.status === 'booked' ? 'success' : 'default'}
            />
          </Box>
          <Detail label="Dates" value={booking.dates.map(formatDateForPeople).join(', ')} />
          <Detail label="Role" value={booking.roleName} />
          <Detail label="Location" value={booking.location} />
          <Detail label="Rate" value={booking.rate} />
          <Detail label="Required documents" value={booking.requiredDocuments} />
          {open && <Typography variant="body2">{deadlineText(booking.deadline)}</Typography>}
          {booking.draftCallTime && !booking.finalCallTime && (
            <CallTime booking={booking} which="draft" time={booking.draftCallTime} />
          )}
          {booking.finalCallTime && <CallTime booking={booking} which="final" time={booking.finalCallTime} />}
          {penalty && <Alert severity={booking.penaltyWaived ? 'info' : 'warning'}>{penalty}</Alert>}
          {booking.notes && booking.status === 'booked' && (
            // Sanitised by the server's allow-list before it was stored.
            <Box dangerouslySetInnerHTML={{ __html: booking.notes }} sx={{ '& p': { my: 0.5 } }} />
          )}
        </Stack>
      </CardContent>
      {open && <RequestActions booking={booking} onAnswered={onAnswered} />}
      {worked(booking) && (
        <CardActions sx={{ px: 2, pb: booking.status === 'booked' ? 0 : 2 }}>
          <Link component={RouterLink} to={paths.performer.vouchersOfDay(booking.dayId)}>
            Voucher
            <Box component="span" sx={VISUALLY_HIDDEN}>
              {` for ${productionDayName(booking)}`}
            </Box>
          </Link>
        </CardActions>
      )}
      {booking.status === 'booked' && (
        <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap' }}>
          <CheckInCodeButton booking={booking} />
          <Button
            color="error"
            onPointerEnter={loadCancelDialog}
            onFocus={loadCancelDialog}
            onClick={() => setCancelling(true)}
          >
            Cancel booking
          </Button>
          {cancelling && (
            <Suspense fallback={null}>
              <CancelBookingDialog booking={booking} onClose={() => setCancelling(false)} />
            </Suspense>
          )}
        </CardActions>
      )}
    </Card>
  );
}
