/** A paid commission's invoice, with the PDF rendered at delivery from the commission as it is now. */
import { idSchema } from '@scenecall/shared';
import { z } from 'zod';
import { defineMailTemplate, html, type MailContent } from '../mail';
import { invoiceText, type InvoiceContent } from './invoice';
import { invoiceFileName, invoiceFor } from './invoice-mail';

export function invoiceContent(invoice: InvoiceContent): MailContent {
  const text = invoiceText(invoice);
  return {
    subject: `Your invoice ${invoice.number} from ${invoice.agencyName}`,
    text: `Thank you for your payment.\n\n${text}\n\nThe printable invoice is attached.`,
    html: html`<p>Thank you for your payment.</p>
      <pre style="font-family:inherit;white-space:pre-wrap">${text}</pre>
      <p>The printable invoice is attached.</p>`,
  };
}

export const invoiceTemplate = defineMailTemplate({
  name: 'invoice',
  data: z.strictObject({ commissionId: idSchema }),
  async compose({ commissionId }) {
    const invoice = await invoiceFor(commissionId);
    const { renderInvoicePdf } = await import('./invoice-pdf');
    const pdf = await renderInvoicePdf(invoice);
    return {
      ...invoiceContent(invoice),
      attachments: [{ filename: invoiceFileName(invoice), content: pdf, contentType: 'application/pdf' }],
    };
  },
});
