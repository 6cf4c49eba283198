/** Reads the local inbox (MailDev's REST API) in tests. */
import { stackEnv } from './stack-env';
import { deliverQueuedMailNow } from './worker';

export interface InboxMail {
  id: string;
  subject: string;
  text?: string;
  html?: string;
  to: { address: string; name?: string }[];
  attachments?: { fileName?: string; generatedFileName?: string; contentType: string; length?: number }[];
}

export async function listMail(): Promise<InboxMail[]> {
  const response = await fetch(`${stackEnv().inboxUrl}/api/email`);
  return (await response.json()) as InboxMail[];
}

/** Waits for a message to `address` whose subject matches, newest first. */
export async function waitForMail(address: string, subject: RegExp, timeoutMs = 20_000): Promise<InboxMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await deliverQueuedMailNow();
    const found = (await listMail())
      .reverse()
      .find(
        (mail) =>
          mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()) && subject.test(mail.subject),
      );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No e-mail to ${address} matching ${subject} within ${timeoutMs} ms`);
}

export async function mailsTo(address: string): Promise<InboxMail[]> {
  return (await listMail()).filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
}

export async function attachmentOf(mail: InboxMail, fileName: string): Promise<Buffer> {
  const response = await fetch(
    `${stackEnv().inboxUrl}/api/email/${mail.id}/attachment/${encodeURIComponent(fileName)}`,
  );
  return Buffer.from(await response.arrayBuffer());
}

/** The raw message as received (headers and body parts). */
export async function sourceOf(mail: InboxMail): Promise<string> {
  return (await fetch(`${stackEnv().inboxUrl}/api/email/${mail.id}/source`)).text();
}

/** A header of the message as received (MailDev's JSON leaves some out, e.g. Reply-To). */
export async function headerOf(mail: InboxMail, name: string): Promise<string | undefined> {
  const head = (await sourceOf(mail)).split(/\r?\n\r?\n/)[0] ?? '';
  const line = head.split(/\r?\n/).find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}
