/**
 * An Admin's custom e-mail to a user (spec 2 §2 Email page, §7 `POST /api/admin/users/email-to`):
 * the rich text is sanitised on the server with the one allow-list sanitiser, and the e-mail goes
 * through the outbox, signed by the signer chosen in 'Sent by' with that signer's reply-to address.
 */
import type { CustomEmailRequest, EmailSigner, OutboxMailView } from '@scenecall/shared';
import { config } from '../../config';
import { ApiError, notFound } from '../../http/api-error';
import type { Caller } from '../../http/caller';
import { logEvent } from '../../http/logger';
import { isBlankRichText, sanitizeRichText } from '../../lib/sanitize-html';
import { recordAudit } from '../audit';
import { customMessageTemplate, enqueueMail, mailToUser, retryFailedMail } from '../mail';
import { currentUserIndex } from '../users';

const MAIL_SHOWN = 50;

/** The signers an Admin may choose from (no addresses: the reply-to stays on the server). */
export const emailSigners = (): EmailSigner[] => config().mailSigners.map(({ id, name }) => ({ id, name }));

export async function sendCustomEmail(actor: Caller, request: CustomEmailRequest): Promise<{ id: string }> {
  const signer = config().mailSigners.find((candidate) => candidate.id === request.signer);
  if (!signer) {
    throw new ApiError('validation-failed', 'Choose who the e-mail is sent by', [
      { field: 'signer', message: 'Choose who the e-mail is sent by' },
    ]);
  }
  const html = await sanitizeRichText(request.body);
  if (await isBlankRichText(html)) {
    throw new ApiError('validation-failed', 'Message is required', [{ field: 'body', message: 'Message is required' }]);
  }
  const index = await currentUserIndex();
  const [user] = index.search({ where: (entry) => entry.email === request.email });
  if (!user) throw notFound('User');
  const { id } = await enqueueMail({
    template: customMessageTemplate,
    data: { subject: request.subject, html },
    to: { address: user.email, uid: user.uid },
    replyTo: signer.replyTo,
    signer: signer.name,
  });
  await recordAudit(actor, user.uid, 'email.sent', { detail: `Sent by ${signer.name}` });
  logEvent('admin.custom_email_queued', { id, to: user.uid, signer: signer.id, by: actor.uid });
  return { id };
}

/** The e-mails to a user from the outbox, newest first, with their delivery state. */
export async function emailsOfUser(uid: string): Promise<OutboxMailView[]> {
  return (await mailToUser(uid, { limit: MAIL_SHOWN })).mail;
}

/** One more attempt for an e-mail that failed for good (404 when there is no such failed e-mail). */
export async function retryEmail(id: string): Promise<{ requeued: true }> {
  if (!(await retryFailedMail(id))) throw new ApiError('not-found', 'No failed e-mail with this id');
  return { requeued: true };
}
