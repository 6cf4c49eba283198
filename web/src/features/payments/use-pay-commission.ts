/** 'Pay now': create the payment on the server, then confirm the card; the outcome drives the screen. */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { ApiClientError } from '../../lib/api-client';
import { withGlobalLoading } from '../../lib/loading-store';
import { createPaymentIntent, historyKey, payPenalties, penaltiesKey, refreshCommission } from './api';
import type { ConfirmCard } from './card-confirmer';
import { toPaymentBody, type PaymentFormValues } from './payment-form-state';

export type PayState =
  | { phase: 'idle' }
  | { phase: 'paying' }
  | { phase: 'intent-failed'; detail: string | null }
  | { phase: 'succeeded'; commissionId: string }
  | { phase: 'failed'; message: string }
  | { phase: 'pending'; commissionId: string };

export function usePayCommission(values: PaymentFormValues) {
  const queryClient = useQueryClient();
  const confirmRef = useRef<ConfirmCard | null>(null);
  const [cardReady, setCardReady] = useState(false);
  const [state, setState] = useState<PayState>({ phase: 'idle' });

  const onCardReady = useCallback((confirm: ConfirmCard | null) => {
    confirmRef.current = confirm;
    setCardReady(confirm !== null);
  }, []);

  const settle = useCallback(
    async (commissionId: string) => {
      // The server asks Stripe itself; the browser's word is never what marks a payment paid.
      await refreshCommission(commissionId).catch(() => undefined);
      await queryClient.invalidateQueries({ queryKey: historyKey });
      await queryClient.invalidateQueries({ queryKey: penaltiesKey });
    },
    [queryClient],
  );

  const pay = useCallback(async () => {
    const confirm = confirmRef.current;
    if (!confirm) return;
    setState({ phase: 'paying' });
    await withGlobalLoading(async () => {
      let intent;
      try {
        intent = values.penaltiesOnly
          ? await payPenalties((values.penalties ?? []).map((line) => line.penaltyId))
          : await createPaymentIntent(toPaymentBody(values));
      } catch (error) {
        const detail =
          error instanceof ApiClientError && error.status >= 400 && error.status < 500 ? error.message : null;
        setState({ phase: 'intent-failed', detail });
        return;
      }
      const result = await confirm(intent.clientSecret).catch(() => ({
        status: 'failed' as const,
        message: 'The payment service could not be reached',
      }));
      if (result.status === 'succeeded') setState({ phase: 'succeeded', commissionId: intent.commissionId });
      else if (result.status === 'failed') setState({ phase: 'failed', message: result.message });
      else setState({ phase: 'pending', commissionId: intent.commissionId });
      await settle(intent.commissionId);
    });
  }, [values, settle]);

  return { state, pay, cardReady, onCardReady, reset: () => setState({ phase: 'idle' }) };
}
