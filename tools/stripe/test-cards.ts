/**
 * The stand-in's test cards, matching Stripe's test mode: 4242 4242 4242 4242 succeeds,
 * 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds. Any other number
 * is refused as incorrect, like a live card would be in test mode.
 */
export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type CardOutcome =
  | { kind: 'succeeded' }
  | { kind: 'declined'; code: string; declineCode?: string; message: string }
  /** Refused before any charge is attempted (no webhook, intent unchanged). */
  | { kind: 'invalid'; code: string; message: string; param: string };

export const DECLINED_MESSAGE = 'Your card was declined.';

export function cardOutcome(card: CardInput, now = new Date()): CardOutcome {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{3,4}$/.test(card.cvc)) {
    return { kind: 'invalid', code: 'incorrect_cvc', message: "Your card's security code is incorrect.", param: 'cvc' };
  }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const expired = year < now.getFullYear() || (year === now.getFullYear() && card.expMonth < now.getMonth() + 1);
  if (!(card.expMonth >= 1 && card.expMonth <= 12) || expired) {
    return {
      kind: 'invalid',
      code: 'invalid_expiry_year',
      message: "Your card's expiration date is incorrect.",
      param: 'exp',
    };
  }
  switch (number) {
    case '4242424242424242':
      return { kind: 'succeeded' };
    case '4000000000000002':
      return { kind: 'declined', code: 'card_declined', declineCode: 'generic_decline', message: DECLINED_MESSAGE };
    case '4000000000009995':
      return {
        kind: 'declined',
        code: 'card_declined',
        declineCode: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      };
    default:
      return { kind: 'invalid', code: 'incorrect_number', message: 'Your card number is incorrect.', param: 'number' };
  }
}
