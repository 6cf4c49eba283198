/**
 * A signed voucher as a one-page PDF, named as a timecard is: the agency, the performer, the
 * production, the day and its date, then the times, hours, lines, gross and signature.
 */
import {
  formatCad,
  voucherLineText,
  voucherSignatureText,
  voucherSummaryRows,
  type PerformerVoucherView,
} from '@scenecall/shared';
import { drawLabelledRows, renderPdf } from '../../lib/pdf-document';

export const voucherFileName = (voucher: PerformerVoucherView) => `voucher-${voucher.date}-${voucher.dayId}.pdf`;

/** `performer`: the performer's full name (their profile's), which the signature alone does not give. */
export async function renderVoucherPdf(voucher: PerformerVoucherView, performer: string): Promise<Buffer> {
  return renderPdf({ title: `Voucher ${voucher.date}, ${performer}`, author: voucher.agency }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(20).text(voucher.agency);
    doc.moveDown(0.5);
    doc.font('Helvetica-Bold').fontSize(16).text('Voucher');
    doc.moveDown(0.5);
    doc.fontSize(11);
    drawLabelledRows(doc, voucherSummaryRows({ ...voucher, performer }, voucher));
    doc.moveDown(0.5);
    const lines = (voucher.pay?.lines ?? []).map((line) => [voucherLineText(line), formatCad(line.cents)] as const);
    drawLabelledRows(doc, lines, 240);
    doc.moveDown(1);
    doc.font('Helvetica-Bold').text(voucherSignatureText(voucher) ?? 'Not signed');
    if (voucher.signature) doc.font('Helvetica').text(`Revision ${voucher.signature.revision}`);
  });
}
