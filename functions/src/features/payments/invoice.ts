/** What an invoice says, built once and rendered both as PDF and as the e-mail's text. */
import {
  agencyDateOf,
  commissionDueForDays,
  formatCad,
  formatDateForPeople,
  type CommissionDue,
  type UserRecord,
} from '@scenecall/shared';
import { config } from '../../config';
import { workedDaysOf, type CommissionRecord } from './commission-record';
import { isPenaltiesOnly, penaltyInvoiceRows } from './payment-penalties';

export interface InvoiceContent {
  number: string;
  agencyName: string;
  hstNumber: string;
  performerName: string;
  performerEmail: string;
  /** Label and value rows, in print order. */
  rows: [string, string][];
  total: string;
  /** The late-payment penalty as a separate amount owing, or null. */
  penaltyNote: string | null;
}

export function performerNameOf(user: UserRecord | undefined): string {
  const profile = user?.profile ?? {};
  const parts = (['firstName', 'middleName', 'lastName'] as const)
    .map((key) => profile[key])
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '');
  return parts.length > 0 ? parts.join(' ') : 'Performer';
}

/** The due date as the invoice states it, with what it counted from (the rule of `commission-due.ts`). */
export const dueOnInvoice = (due: CommissionDue) =>
  `${formatDateForPeople(due.dueOn)} (${
    due.basis === 'pay-arrived'
      ? `14 days after the pay arrived on ${formatDateForPeople(due.from)}`
      : 'no pay date recorded: 4 weeks + 14 days after the shoot'
  })`;

export function buildInvoice(record: CommissionRecord, user: UserRecord | undefined): InvoiceContent {
  const { agency } = config();
  const due = commissionDueForDays(workedDaysOf(record));
  const paidOn = record.paidAt ? formatDateForPeople(agencyDateOf(record.paidAt)) : 'Not paid';
  return {
    number: record.invoiceNumber ?? 'Pending',
    agencyName: agency.name,
    hstNumber: agency.hstNumber,
    performerName: record.performerName ?? performerNameOf(user),
    performerEmail: user?.email ?? '',
    rows: [
      ...(isPenaltiesOnly(record)
        ? []
        : ([
            ['Production', record.production],
            ['Work dates', record.dates.map(formatDateForPeople).join('; ')],
            ['Gross pay', formatCad(record.grossCents)],
            [
              'Commission rate',
              `${record.ratePercent}%${record.rateBasis ? ` (${record.rateBasis}, from the booking)` : ''}`,
            ],
            ['Commission', formatCad(record.commissionCents)],
            ['HST (13%)', formatCad(record.hstCents)],
            ...(due ? [['Commission due', dueOnInvoice(due)] as [string, string]] : []),
          ] satisfies [string, string][])),
      ...penaltyInvoiceRows(record),
      ['Payment date', paidOn],
      ['Status', record.status === 'paid' ? 'Paid' : record.status === 'failed' ? 'Failed' : 'Pending'],
    ],
    total: formatCad(record.totalCents),
    penaltyNote:
      record.penaltyCents > 0
        ? `Late commission penalty: ${formatCad(record.penaltyCents)} recorded (commission paid after it was due${
            due ? ` on ${formatDateForPeople(due.dueOn)}` : ''
          }); not included in the total above. See it, answer it or pay it on your commissions page.`
        : null,
  };
}

export function invoiceText(invoice: InvoiceContent): string {
  return [
    `${invoice.agencyName} - Invoice ${invoice.number}`,
    `HST number: ${invoice.hstNumber}`,
    `Billed to: ${invoice.performerName}`,
    '',
    ...invoice.rows.map(([label, value]) => `${label}: ${value}`),
    `Total paid: ${invoice.total}`,
    ...(invoice.penaltyNote ? ['', invoice.penaltyNote] : []),
  ].join('\n');
}
