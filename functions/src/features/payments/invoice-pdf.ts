/** Renders an invoice as a one-page PDF. */
import { contentWidth, drawLabelledRows, renderPdf } from '../../lib/pdf-document';
import type { InvoiceContent } from './invoice';

export async function renderInvoicePdf(invoice: InvoiceContent): Promise<Buffer> {
  return renderPdf({ title: `Invoice ${invoice.number}`, author: invoice.agencyName }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(20).text(invoice.agencyName);
    doc.font('Helvetica').fontSize(10).text(`HST number: ${invoice.hstNumber}`);
    doc.moveDown(1.5);
    doc.font('Helvetica-Bold').fontSize(16).text(`Invoice ${invoice.number}`);
    doc.font('Helvetica').fontSize(11).text(`Billed to: ${invoice.performerName}`);
    if (invoice.performerEmail) doc.text(invoice.performerEmail);
    doc.moveDown();
    drawLabelledRows(doc, invoice.rows);
    doc.moveDown(0.5);
    drawLabelledRows(doc.fontSize(13), [['Total paid', invoice.total]]);
    if (invoice.penaltyNote) {
      doc.moveDown(1.5);
      doc
        .font('Helvetica')
        .fontSize(11)
        .fillColor('#b00020')
        .text(invoice.penaltyNote, doc.page.margins.left, doc.y, { width: contentWidth(doc) });
    }
  });
}
