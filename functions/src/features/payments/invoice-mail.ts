/** The invoice of a commission, as e-mailed (template `invoice` of the outbox) or downloaded by its owner. */
import { ApiError } from '../../http/api-error';
import { buildInvoice, type InvoiceContent } from './invoice';
import { findAuthEmail, findCommission, findUser } from './payments.repository';

export async function invoiceFor(commissionId: string): Promise<InvoiceContent> {
  const record = await findCommission(commissionId);
  if (!record) throw new ApiError('not-found', 'Commission not found');
  const user = await findUser(record.performerId);
  const invoice = buildInvoice(record, user);
  if (!invoice.performerEmail) invoice.performerEmail = (await findAuthEmail(record.performerId)) ?? '';
  return invoice;
}

export const invoiceFileName = (invoice: InvoiceContent) => `${invoice.number}.pdf`;
