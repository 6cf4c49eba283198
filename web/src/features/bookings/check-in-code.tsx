/**
 * The performer's personal check-in code for a booked day, shown as a QR code for the set staff to
 * scan. The code is signed by the server for this day, this performer and this date; the QR
 * generator (qrcode) loads only when the dialog opens. Kept with the session's reads so a code once
 * seen stays on the phone.
 */
import { productionDayName, type PerformerBookingView } from '@scenecall/shared';
import { Box, Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { VISUALLY_HIDDEN } from '../../components/visually-hidden';

// The dialog (MUI's overlays) loads when asked for; its code starts as the pointer or focus reaches the button.
const loadCodeDialog = () => import('./check-in-code-dialog');
const CheckInCodeDialog = lazy(async () => ({ default: (await loadCodeDialog()).CheckInCodeDialog }));

export function CheckInCodeButton({ booking }: { booking: PerformerBookingView }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPointerEnter={loadCodeDialog} onFocus={loadCodeDialog} onClick={() => setOpen(true)}>
        Check-in code
        <Box component="span" sx={VISUALLY_HIDDEN}>
          {` for ${productionDayName(booking)}`}
        </Box>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CheckInCodeDialog booking={booking} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
