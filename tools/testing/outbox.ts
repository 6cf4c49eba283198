/** The e-mail outbox in tests: wait until it has delivered what is due to given recipients. */
import { MAIL_OUTBOX_COLLECTION, type MailState } from '@scenecall/shared';
import { adminDb } from './users';
import { deliverQueuedMailNow } from './worker';

export interface OutboxDocument {
  id: string;
  state: MailState;
  attempts: number;
  to: string | null;
  recipientUid: string | null;
  template: string;
  subject: string | null;
  lastError: string | null;
  nextAttemptAt: string | null;
  lastAttemptAt: string | null;
  sentAt: string | null;
  failedAt: string | null;
}

export async function outboxDocument(id: string): Promise<OutboxDocument | undefined> {
  const snapshot = await adminDb().collection(MAIL_OUTBOX_COLLECTION).doc(id).get();
  return snapshot.exists ? ({ id, ...snapshot.data() } as OutboxDocument) : undefined;
}

/** Whose e-mail to wait for: an address (e-mail queued to it) and/or a uid (e-mail queued to the account). */
export interface MailRecipient {
  email?: string;
  uid?: string;
}

/**
 * True when none of the recipients' e-mail is being sent or due (retries scheduled for later do not
 * count). Scoped to the recipients: other test files share the stack and queue e-mail all the time.
 */
async function idle(recipients: readonly MailRecipient[]): Promise<boolean> {
  const outbox = adminDb().collection(MAIL_OUTBOX_COLLECTION);
  const queries = recipients.flatMap((recipient) => [
    ...(recipient.email ? [outbox.where('to', '==', recipient.email)] : []),
    ...(recipient.uid ? [outbox.where('recipientUid', '==', recipient.uid)] : []),
  ]);
  if (queries.length === 0) throw new Error('waitForOutboxIdle needs an e-mail address or uid to wait for');
  const now = new Date().toISOString();
  const snapshots = await Promise.all(queries.map((query) => query.get()));
  return snapshots.every((snapshot) =>
    snapshot.docs.every((doc) => {
      const state = doc.get('state') as MailState;
      return state !== 'sending' && !(state === 'pending' && (doc.get('nextAttemptAt') as string) <= now);
    }),
  );
}

/**
 * Waits until the outbox has delivered (or scheduled a retry for) every e-mail queued so far to these
 * recipients; after that the inbox holds every e-mail the app has sent them. Use it before asserting
 * what did *not* arrive (and assert only on these recipients' mail).
 */
export async function waitForOutboxIdle(recipients: readonly MailRecipient[], timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await deliverQueuedMailNow();
    if (await idle(recipients)) return;
    if (Date.now() > deadline) throw new Error(`The outbox still had e-mail to deliver after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until the document exists and `matches` it. */
export async function waitForOutboxMail(
  id: string,
  matches: (mail: OutboxDocument) => boolean,
  timeoutMs = 20_000,
): Promise<OutboxDocument> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await deliverQueuedMailNow();
    const document = await outboxDocument(id);
    if (document && matches(document)) return document;
    if (Date.now() > deadline)
      throw new Error(`Outbox e-mail ${id} did not change as expected: ${JSON.stringify(document)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until the document reaches one of the states. */
export const waitForOutboxState = (id: string, states: readonly MailState[], timeoutMs?: number) =>
  waitForOutboxMail(id, (mail) => states.includes(mail.state), timeoutMs);
