/**
 * Text messages (SMS): the outbox's second channel. Numbers are stored and sent in E.164
 * (+1XXXXXXXXXX), checked with libphonenumber-js (a maintained port of Google's libphonenumber).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** How an outbox entry reaches its recipient. */
export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * What the SMS provider reports of a text it accepted (its status callbacks). `delivered`,
 * `failed` and `undelivered` are final; a callback never moves a text back to an earlier status.
 */
export const TEXT_DELIVERY_STATUSES = ['queued', 'sent', 'delivered', 'failed', 'undelivered'] as const;
export type TextDeliveryStatus = (typeof TEXT_DELIVERY_STATUSES)[number];

const STATUS_RANK: Record<TextDeliveryStatus, number> = {
  queued: 0,
  sent: 1,
  delivered: 2,
  failed: 2,
  undelivered: 2,
};

export const isFinalTextStatus = (status: TextDeliveryStatus) => STATUS_RANK[status] === 2;

/** Whether a callback's status may replace the stored one (callbacks arrive out of order, and twice). */
export function textStatusAdvances(stored: TextDeliveryStatus | null, next: TextDeliveryStatus): boolean {
  if (stored === null) return true;
  return STATUS_RANK[next] > STATUS_RANK[stored];
}

/**
 * A North American number in E.164 (+1XXXXXXXXXX), from any way a person or a store writes it
 * ('1-416-555-0101', '(416) 555-0101', '+14165550101'); undefined when it is not a possible one.
 */
export function toE164(value: string): string | undefined {
  const parsed = parsePhoneNumberFromString(value.trim(), 'CA');
  if (!parsed || parsed.countryCallingCode !== '1' || !parsed.isPossible()) return undefined;
  return parsed.number;
}
