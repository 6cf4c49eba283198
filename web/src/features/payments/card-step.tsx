import { Alert, AlertTitle, Box, Button, CircularProgress, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ApiClientError } from '../../lib/api-client';
import { emailInvoice } from './api';
import { CardInput } from './card-input';
import { CommissionSummary } from './commission-summary';
import { PaymentOutcomeDialog } from './payment-outcome-dialog';
import type { PaymentFormValues } from './payment-form-state';
import { usePayCommission } from './use-pay-commission';

export const SUCCESS_MESSAGE =
  'Your payment has been successfully processed. If you would like to receive the printable copy of invoice by email, please click the button below.';

interface CardStepProps {
  values: PaymentFormValues;
  stripe: { publishableKey: string; localUrl: string | null };
  onEdit: () => void;
  onDone: () => void;
}

/** Step 2: the summary, the card, 'Pay now' and the spec's outcomes. */
export function CardStep({ values, stripe, onEdit, onDone }: CardStepProps) {
  const { state, pay, cardReady, onCardReady } = usePayCommission(values);
  const [modalOpen, setModalOpen] = useState(true);
  const [invoice, setInvoice] = useState<{ busy: boolean; note: string | null }>({ busy: false, note: null });
  const paying = state.phase === 'paying';
  const finished = state.phase === 'succeeded' || state.phase === 'pending';

  const startPay = () => {
    setModalOpen(true);
    void pay();
  };
  const sendInvoice = async (commissionId: string) => {
    setInvoice({ busy: true, note: null });
    try {
      const { invoiceNumber } = await emailInvoice(commissionId);
      setInvoice({ busy: false, note: `Invoice ${invoiceNumber} has been sent to your e-mail.` });
    } catch (error) {
      const message = error instanceof ApiClientError ? error.message : 'The invoice could not be sent.';
      setInvoice({ busy: false, note: message });
    }
  };

  return (
    <Stack spacing={3}>
      <CommissionSummary values={values} />
      {!finished && <CardInput stripe={stripe} onReady={onCardReady} />}
      {paying && <LinearProgress aria-label="Processing your payment" />}
      <Box role="status" aria-live="polite">
        {state.phase === 'succeeded' && (
          <Typography variant="h5" color="success.main" sx={{ fontWeight: 700 }}>
            SUCCESS
          </Typography>
        )}
        {state.phase === 'pending' && <Typography variant="h6">Payment pending</Typography>}
      </Box>
      {state.phase === 'failed' && (
        <Alert severity="error" role="alert">
          Payment failed: {state.message}
        </Alert>
      )}
      {state.phase === 'intent-failed' && (
        <Alert severity="error" role="alert">
          <AlertTitle>Payment intent creation failed.</AlertTitle>
          An error occurred while creating the payment intent. Please try again.
          {state.detail && <Box sx={{ mt: 1 }}>{state.detail}</Box>}
        </Alert>
      )}
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2}>
        {finished ? (
          <Button variant="contained" onClick={onDone}>
            Pay another commission
          </Button>
        ) : (
          <>
            <Button variant="outlined" onClick={onEdit} disabled={paying}>
              Edit details
            </Button>
            <Button
              variant="contained"
              size="large"
              onClick={startPay}
              disabled={!cardReady || paying}
              startIcon={paying ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
            >
              Pay now
            </Button>
          </>
        )}
      </Stack>
      {state.phase === 'succeeded' && (
        <PaymentOutcomeDialog
          open={modalOpen}
          title="Successful payment"
          message={SUCCESS_MESSAGE}
          note={invoice.note}
          action={{
            label: 'Email me the invoice',
            busy: invoice.busy,
            onClick: () => void sendInvoice(state.commissionId),
          }}
          onClose={() => setModalOpen(false)}
        />
      )}
      {state.phase === 'failed' && (
        <PaymentOutcomeDialog
          open={modalOpen}
          title="Payment Failed"
          message="Something went wrong. Please try again."
          reason={state.message}
          onClose={() => setModalOpen(false)}
        />
      )}
    </Stack>
  );
}
