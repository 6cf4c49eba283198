/** Renders an invoice as a one-page PDF. pdfkit is loaded on first use. */
import type { InvoiceContent } from './invoice';

export async function renderInvoicePdf(invoice: InvoiceContent): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    info: { Title: `Invoice ${invoice.number}`, Author: invoice.agencyName },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).text(invoice.agencyName);
  doc.font('Helvetica').fontSize(10).text(`HST number: ${invoice.hstNumber}`);
  doc.moveDown(1.5);
  doc.font('Helvetica-Bold').fontSize(16).text(`Invoice ${invoice.number}`);
  doc.font('Helvetica').fontSize(11).text(`Billed to: ${invoice.performerName}`);
  if (invoice.performerEmail) doc.text(invoice.performerEmail);
  doc.moveDown();

  const labelX = doc.page.margins.left;
  const valueX = labelX + 160;
  const width = doc.page.width - doc.page.margins.right - valueX;
  for (const [label, value] of invoice.rows) {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(label, labelX, y);
    doc.font('Helvetica').text(value, valueX, y, { width });
    doc.moveDown(0.4);
  }
  doc.moveDown(0.5);
  const y = doc.y;
  doc.font('Helvetica-Bold').fontSize(13).text('Total paid', labelX, y);
  doc.text(invoice.total, valueX, y, { width });
  if (invoice.penaltyNote) {
    doc.moveDown(1.5);
    doc
      .font('Helvetica')
      .fontSize(11)
      .fillColor('#b00020')
      .text(invoice.penaltyNote, labelX, doc.y, {
        width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
      });
  }
  doc.end();
  return done;
}
