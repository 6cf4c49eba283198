/** A signed voucher as a one-page PDF: the agency, the day, the times, hours, lines, gross and signature. */
import {
  formatCad,
  voucherLineText,
  voucherSignatureText,
  voucherSummaryRows,
  type PerformerVoucherView,
} from '@scenecall/shared';
import { drawLabelledRows, renderPdf } from '../../lib/pdf-document';

export const voucherFileName = (voucher: PerformerVoucherView) => `voucher-${voucher.date}-${voucher.dayId}.pdf`;

export async function renderVoucherPdf(voucher: PerformerVoucherView): Promise<Buffer> {
  return renderPdf({ title: `Voucher ${voucher.date}`, author: voucher.agency }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(20).text(voucher.agency);
    doc.moveDown(0.5);
    doc.font('Helvetica-Bold').fontSize(16).text('Voucher');
    doc.moveDown(0.5);
    doc.fontSize(11);
    drawLabelledRows(doc, voucherSummaryRows(voucher, voucher));
    doc.moveDown(0.5);
    const lines = (voucher.pay?.lines ?? []).map((line) => [voucherLineText(line), formatCad(line.cents)] as const);
    drawLabelledRows(doc, lines, 240);
    doc.moveDown(1);
    doc.font('Helvetica-Bold').text(voucherSignatureText(voucher) ?? 'Not signed');
    if (voucher.signature) doc.font('Helvetica').text(`Revision ${voucher.signature.revision}`);
  });
}
