/**
 * The mail feature's public module: what other features may use. Queue an e-mail with
 * `enqueueMail` and a template (defined with `defineMailTemplate` in the feature whose facts it
 * tells, listed in `functions/src/mail-templates.ts`); read the outbox for the admin screens.
 * Delivery (`delivery.ts`) is the composition root's, not a feature's.
 */
export {
  enqueueMail,
  enqueueText,
  failedMail,
  forgetMailOfUser,
  mailToUser,
  recordTextReply,
  recordTextStatus,
  retryFailedMail,
  type MailRecipient,
  type NewMail,
  type NewText,
  type TextRecipient,
  type TextReply,
} from './outbox.service';
export { defineTextTemplate, type TextContent, type TextTemplate } from './templates/text-template';
export { html, link, paragraphs, SafeHtml } from './html';
export { defineMailTemplate, type MailAttachment, type MailContent, type MailTemplate } from './templates/template';
export { customMessageTemplate } from './templates/custom-message';
export { massEmailTemplate } from './templates/mass-email';
export { supportMessageTemplate } from './templates/support-message';
