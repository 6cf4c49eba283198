/** The e-mail outbox in tests: wait until it has delivered everything that is due. */
import { MAIL_OUTBOX_COLLECTION, type MailState } from '@scenecall/shared';
import { adminDb } from './users';

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

/** True when no e-mail is being sent and none is due (retries scheduled for later do not count). */
async function idle(): Promise<boolean> {
  const outbox = adminDb().collection(MAIL_OUTBOX_COLLECTION);
  const [sending, due] = await Promise.all([
    outbox.where('state', '==', 'sending').limit(1).get(),
    outbox.where('state', '==', 'pending').where('nextAttemptAt', '<=', new Date().toISOString()).limit(1).get(),
  ]);
  return sending.empty && due.empty;
}

/**
 * Waits until the outbox has delivered (or scheduled a retry for) every e-mail queued so far; after
 * that the inbox holds every e-mail the app has sent. Use it before asserting what did *not* arrive.
 */
export async function waitForOutboxIdle(timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await idle())) {
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
