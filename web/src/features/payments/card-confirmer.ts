/** What the card step needs from either card input: confirm the intent, answer the outcome. */
export type CardResult = { status: 'succeeded' } | { status: 'failed'; message: string } | { status: 'pending' };

export type ConfirmCard = (clientSecret: string) => Promise<CardResult>;

/** The card input registers its confirmer once it can take payments (null while not ready). */
export type OnCardReady = (confirm: ConfirmCard | null) => void;

export const BILLING_NAME = 'Customer';
