/**
 * Development card input, used only when the runtime config names the local Stripe stand-in
 * (`stripe.localUrl`). Lazy-loaded, so production users never download it. It confirms the intent
 * by POSTing the client secret and the card to the stand-in, which answers like Stripe and sends
 * the signed webhook. Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.
 */
import { Alert, Stack, TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import type { CardResult, OnCardReady } from './card-confirmer';

interface Card {
  number: string;
  expiry: string;
  cvc: string;
}

async function confirmWithStandIn(localUrl: string, clientSecret: string, card: Card): Promise<CardResult> {
  const intentId = clientSecret.split('_secret_')[0] ?? '';
  const [month, year] = card.expiry.split('/').map((part) => Number(part.trim()));
  const response = await fetch(`${localUrl}/v1/payment_intents/${encodeURIComponent(intentId)}/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      client_secret: clientSecret,
      card: { number: card.number, exp_month: month, exp_year: year, cvc: card.cvc },
      billing_details: { name: 'Customer' },
    }),
  });
  const body = (await response.json()) as { status?: string; error?: { message?: string } };
  if (body.error) return { status: 'failed', message: body.error.message ?? 'The card was declined' };
  return body.status === 'succeeded' ? { status: 'succeeded' } : { status: 'pending' };
}

const formatNumber = (raw: string) =>
  raw
    .replace(/\D/g, '')
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

function formatExpiry(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export default function LocalCardForm({ localUrl, onReady }: { localUrl: string; onReady: OnCardReady }) {
  const [card, setCard] = useState<Card>({ number: '', expiry: '', cvc: '' });
  const cardRef = useRef(card);
  cardRef.current = card;

  useEffect(() => {
    onReady((clientSecret) => confirmWithStandIn(localUrl, clientSecret, cardRef.current));
    return () => onReady(null);
  }, [localUrl, onReady]);

  return (
    <Stack spacing={2}>
      <Alert severity="info">
        Local test payments: card 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.
      </Alert>
      <TextField
        label="Card number"
        value={card.number}
        onChange={(event) => setCard({ ...card, number: formatNumber(event.target.value) })}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-number' } }}
        fullWidth
      />
      <Stack direction="row" spacing={2}>
        <TextField
          label="Expiry (MM / YY)"
          value={card.expiry}
          onChange={(event) => setCard({ ...card, expiry: formatExpiry(event.target.value) })}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-exp' } }}
          fullWidth
        />
        <TextField
          label="CVC"
          value={card.cvc}
          onChange={(event) => setCard({ ...card, cvc: event.target.value.replace(/\D/g, '').slice(0, 4) })}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-csc' } }}
          fullWidth
        />
      </Stack>
    </Stack>
  );
}
