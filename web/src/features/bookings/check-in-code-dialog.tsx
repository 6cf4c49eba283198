/** The check-in code's dialog: the QR code of the performer's signed code for a booked day. */
import {
  formatDateForPeople,
  productionDayName,
  type CheckInCodeView,
  type PerformerBookingView,
} from '@scenecall/shared';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { OfflineNotice } from '../../components/offline-notice';
import { PageLoading } from '../../components/page-loading';
import { api } from '../../lib/api-client';
import { KEPT_BETWEEN_VISITS } from '../../lib/query-client';

const QR_SIZE = 280;

const useCheckInCode = (dayId: string) =>
  useQuery({
    queryKey: ['bookings', 'check-in-code', dayId],
    queryFn: () => api.get<CheckInCodeView>(`/performer/bookings/${encodeURIComponent(dayId)}/check-in-code`),
    staleTime: 60 * 60_000,
    ...KEPT_BETWEEN_VISITS,
  });

function useQrImage(text: string | undefined): string | undefined {
  const [image, setImage] = useState<string>();
  useEffect(() => {
    let current = true;
    if (text)
      void import('qrcode')
        .then((qr) => qr.toDataURL(text, { width: QR_SIZE, margin: 2, errorCorrectionLevel: 'M' }))
        .then((url) => current && setImage(url));
    return () => {
      current = false;
    };
  }, [text]);
  return image;
}

export function CheckInCodeDialog({ booking, onClose }: { booking: PerformerBookingView; onClose: () => void }) {
  const code = useCheckInCode(booking.dayId);
  const image = useQrImage(code.data?.code);
  return (
    <Dialog open onClose={onClose} aria-labelledby="check-in-code-title">
      <DialogTitle id="check-in-code-title">Check-in code</DialogTitle>
      <DialogContent>
        <OfflineNotice savedAt={code.dataUpdatedAt} />
        <Typography sx={{ mb: 1 }}>
          {productionDayName(booking)}
          {code.data ? `, ${formatDateForPeople(code.data.date)}` : ''}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Show this code to the set staff when you arrive. It is yours alone and works only on this day.
        </Typography>
        <Box sx={{ width: QR_SIZE, height: QR_SIZE, maxWidth: '100%', mx: 'auto' }}>
          {image ? (
            <img
              src={image}
              width={QR_SIZE}
              height={QR_SIZE}
              style={{ maxWidth: '100%', height: 'auto' }}
              alt="Your check-in code"
            />
          ) : code.error ? (
            <Alert severity="error">{code.error.message}</Alert>
          ) : (
            <PageLoading label="Loading your check-in code" />
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
