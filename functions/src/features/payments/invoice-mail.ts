/** The invoice as a PDF: e-mailed to the performer, or downloaded by its owner. */
import { ApiError } from '../../http/api-error';
import { escapeHtml, sendMail } from '../../lib/mailer';
import { buildInvoice, invoiceText, type InvoiceContent } from './invoice';
import { renderInvoicePdf } from './invoice-pdf';
import { findUser } from '../users/users.repository';
import { findAuthEmail, findCommission } from './payments.repository';

/** A deleted performer's invoice carries only the name kept on the commission, and no e-mail. */
export async function invoiceFor(commissionId: string): Promise<InvoiceContent> {
  const record = await findCommission(commissionId);
  if (!record) throw new ApiError('not-found', 'Commission not found');
  if (record.performerDeletedAt) return buildInvoice(record, undefined);
  const user = await findUser(record.performerId);
  const invoice = buildInvoice(record, user);
  if (!invoice.performerEmail) invoice.performerEmail = (await findAuthEmail(record.performerId)) ?? '';
  return invoice;
}

export const invoiceFileName = (invoice: InvoiceContent) => `${invoice.number}.pdf`;

export async function sendInvoiceMail(commissionId: string): Promise<void> {
  const invoice = await invoiceFor(commissionId);
  if (!invoice.performerEmail) throw new ApiError('conflict', 'There is no e-mail address on your account');
  const text = invoiceText(invoice);
  await sendMail({
    to: invoice.performerEmail,
    subject: `Your invoice ${invoice.number} from ${invoice.agencyName}`,
    text: `Thank you for your payment.\n\n${text}\n\nThe printable invoice is attached.`,
    html: `<p>Thank you for your payment.</p><pre style="font-family:inherit">${escapeHtml(text)}</pre><p>The printable invoice is attached.</p>`,
    attachments: [
      { filename: invoiceFileName(invoice), content: await renderInvoicePdf(invoice), contentType: 'application/pdf' },
    ],
  });
}
