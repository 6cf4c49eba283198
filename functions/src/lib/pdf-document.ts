/** What every PDF the server makes shares (US Letter, pdfkit loaded on first use, labelled rows). */

export type PdfDoc = PDFKit.PDFDocument;

/** Draws a one-document PDF and answers its bytes. */
export async function renderPdf(info: { title: string; author: string }, draw: (doc: PdfDoc) => void): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'LETTER', margin: 56, info: { Title: info.title, Author: info.author } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

export const contentWidth = (doc: PdfDoc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

/** Label in bold, value beside it, one row under the other. */
export function drawLabelledRows(doc: PdfDoc, rows: readonly (readonly [string, string])[], labelWidth = 160): void {
  const labelX = doc.page.margins.left;
  const valueX = labelX + labelWidth;
  const width = doc.page.width - doc.page.margins.right - valueX;
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(label, labelX, y, { width: labelWidth - 8 });
    const labelBottom = doc.y;
    doc.font('Helvetica').text(value, valueX, y, { width });
    doc.y = Math.max(doc.y, labelBottom);
    doc.moveDown(0.4);
  }
}
