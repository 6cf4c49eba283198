/** The invoice of a commission, as e-mailed (template `invoice` of the outbox) or downloaded by its owner. */
import { ApiError } from '../../http/api-error';
import { buildInvoice, type InvoiceContent } from './invoice';
import { findUser } from '../users';
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
