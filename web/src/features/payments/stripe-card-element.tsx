import { Alert, Box, Button, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { BILLING_NAME, type OnCardReady } from './card-confirmer';
import { getStripe } from './load-stripe';

/** Production card input: Stripe Elements' card element (postal code hidden), confirmed by Stripe.js. */
export function StripeCardInput({ publishableKey, onReady }: { publishableKey: string; onReady: OnCardReady }) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [attempt, setAttempt] = useState(0);
  const labelId = useId();

  useEffect(() => {
    let destroy: (() => void) | undefined;
    let cancelled = false;
    setState('loading');
    getStripe(publishableKey)
      .then((stripe) => {
        if (cancelled || !mountRef.current) return;
        const card = stripe.elements().create('card', { hidePostalCode: true });
        destroy = () => card.destroy();
        card.mount(mountRef.current);
        card.on('ready', () => {
          setState('ready');
          onReady(async (clientSecret) => {
            const result = await stripe.confirmCardPayment(clientSecret, {
              payment_method: { card, billing_details: { name: BILLING_NAME } },
            });
            if (result.error) return { status: 'failed', message: result.error.message ?? 'The card was declined' };
            return result.paymentIntent?.status === 'succeeded' ? { status: 'succeeded' } : { status: 'pending' };
          });
        });
      })
      .catch(() => {
        if (!cancelled) setState('error');
      });
    return () => {
      cancelled = true;
      onReady(null);
      destroy?.();
    };
  }, [publishableKey, onReady, attempt]);

  return (
    <Box>
      <Typography id={labelId} variant="subtitle2" sx={{ mb: 1 }}>
        Card details
      </Typography>
      {state === 'loading' && <Typography role="status">Loading Stripe...</Typography>}
      {state === 'error' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </Button>
          }
        >
          The card form could not be loaded. Please check your connection.
        </Alert>
      )}
      <Box
        ref={mountRef}
        role="group"
        aria-labelledby={labelId}
        sx={{
          p: 1.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          display: state === 'ready' ? 'block' : 'none',
        }}
      />
    </Box>
  );
}
