/** The SMS stand-in in tests: the texts a phone got, how a number behaves, replies typed as a phone. */
import type { Outcome, StandInMessage } from '../sms/messages';
import type { SentWebhook } from '../sms/webhooks';
import { stackEnv } from './stack-env';
import { adminDb } from './users';
import { deliverQueuedMailNow } from './worker';

export type { Outcome, StandInMessage };

async function standIn<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${stackEnv().smsUrl}${path}`, init);
  if (!response.ok) throw new Error(`SMS stand-in ${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** Every text to and from one number (E.164), oldest first. */
export async function textsOf(phone: string): Promise<StandInMessage[]> {
  return (await standIn<{ data: StandInMessage[] }>(`/_stand-in/messages?phone=${encodeURIComponent(phone)}`)).data;
}

/** Texts the app sent through the API to this number (not the replies to incoming texts). */
export async function textsTo(phone: string): Promise<StandInMessage[]> {
  return (await textsOf(phone)).filter((message) => message.direction === 'outbound-api');
}

/** Delivers queued texts now, then waits until `count` texts reached the number. */
export async function waitForTexts(phone: string, count = 1, timeoutMs = 20_000): Promise<StandInMessage[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await deliverQueuedMailNow();
    const texts = await textsTo(phone);
    if (texts.length >= count) return texts;
    if (Date.now() > deadline) throw new Error(`${phone} got ${texts.length} of ${count} texts`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function setTextOutcome(phone: string, outcome: Outcome): Promise<void> {
  await standIn(`/_stand-in/phones/${encodeURIComponent(phone)}/outcome`, {
    method: 'POST',
    body: JSON.stringify({ outcome }),
  });
}

/** A text typed on `phone` to the agency's number: what the app's webhook answered, and its replies. */
export async function replyAsPhone(phone: string, body: string): Promise<{ status: number; replies: string[] }> {
  return standIn(`/_stand-in/phones/${encodeURIComponent(phone)}/reply`, {
    method: 'POST',
    body: JSON.stringify({ body }),
  });
}

/** Every webhook the stand-in sent, with the signature it put on it (for replays). */
export async function sentWebhooks(): Promise<SentWebhook[]> {
  return (await standIn<{ data: SentWebhook[] }>('/_stand-in/webhooks')).data;
}

/**
 * Lets the app text a test user as if they had ticked the consent box (texts are checked against
 * the user's consent at every delivery), without the opt-in notice the box queues.
 */
export async function allowTexts(uid: string): Promise<void> {
  const at = new Date().toISOString();
  const consent = { at, wording: 'Test consent', via: 'profile' as const };
  await adminDb()
    .collection('users')
    .doc(uid)
    .update({
      texts: {
        enabled: true,
        consent,
        stoppedAt: null,
        preferences: { requests: 'both', bookings: 'both', reminders: 'both' },
        history: [{ at, event: 'opt-in', wording: consent.wording, source: 'profile' }],
      },
    });
}
