/**
 * Call sheets and fitting sheets as printable PDFs (US Letter): the agency's header, the sheet's
 * fields as labelled sections, its schedule, and the performers with role, call time and notes:
 * a minor's hour limit, a newcomer's first day (call sheets). pdfkit is loaded on first use.
 */
import { AGENCY_ZONE_NAME, formatTimeOfDay, type ScheduleLine } from '@scenecall/shared';

export interface SheetPerformer {
  name: string;
  role: string;
  callTime: string;
  /** 'Minor (12-15): up to 10 h, 12 h rest', or '' for adults. */
  minorNote: string;
  /** 'First day: help with the voucher' on the performer's first booked day, or ''. */
  firstDayNote: string;
}

export interface SheetContent {
  /** 'Call Sheet' or 'Fitting Sheet'. */
  kind: string;
  agency: { name: string; phone: string; email: string };
  production: string;
  title: string;
  /** Label and text, in print order; empty texts are left out. */
  sections: [label: string, text: string][];
  schedule: { label: string; lines: ScheduleLine[] };
  performers: SheetPerformer[];
}

type Doc = PDFKit.PDFDocument;

const COLUMNS = [
  { label: 'Performer', width: 0.34 },
  { label: 'Role', width: 0.24 },
  { label: 'Call time', width: 0.12 },
  { label: 'Notes', width: 0.3 },
] as const;

const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function header(doc: Doc, content: SheetContent): void {
  doc.font('Helvetica-Bold').fontSize(18).text(content.agency.name);
  doc.font('Helvetica').fontSize(9).fillColor('#444').text(`${content.agency.phone}  ·  ${content.agency.email}`);
  doc.fillColor('black').moveDown(0.6);
  const y = doc.y;
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.width - doc.page.margins.right, y)
    .stroke('#999');
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(16).text(content.kind.toUpperCase());
  doc.font('Helvetica-Bold').fontSize(12).text(content.production);
  doc.font('Helvetica').fontSize(12).text(content.title);
  doc.font('Helvetica').fontSize(9).fillColor('#444').text(`All times are ${AGENCY_ZONE_NAME}.`).fillColor('black');
  doc.moveDown(0.8);
}

function section(doc: Doc, label: string, text: string): void {
  ensureRoom(doc, 40);
  doc.font('Helvetica-Bold').fontSize(10).text(label);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(text, { width: contentWidth(doc) });
  doc.moveDown(0.6);
}

function schedule(doc: Doc, { label, lines }: SheetContent['schedule']): void {
  if (lines.length === 0) return;
  ensureRoom(doc, 40);
  doc.font('Helvetica-Bold').fontSize(10).text(label);
  const left = doc.page.margins.left;
  for (const line of lines) {
    ensureRoom(doc, 16);
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(10).text(formatTimeOfDay(line.time), left, y, { width: 58 });
    doc.font('Helvetica').text(line.description, left + 64, y, { width: contentWidth(doc) - 64 });
  }
  doc.x = left;
  doc.moveDown(0.6);
}

function tableRow(doc: Doc, cells: readonly string[], bold: boolean): void {
  const width = contentWidth(doc);
  const left = doc.page.margins.left;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  const heights = cells.map((cell, index) => doc.heightOfString(cell, { width: COLUMNS[index]!.width * width - 6 }));
  const height = Math.max(...heights) + 4;
  ensureRoom(doc, height);
  const y = doc.y;
  let x = left;
  cells.forEach((cell, index) => {
    const columnWidth = COLUMNS[index]!.width * width;
    doc.text(cell, x, y, { width: columnWidth - 6 });
    x += columnWidth;
  });
  doc.x = left;
  doc.y = y + height;
}

function performers(doc: Doc, list: SheetPerformer[]): void {
  ensureRoom(doc, 60);
  doc.font('Helvetica-Bold').fontSize(12).text(`Performers (${list.length})`);
  doc.moveDown(0.3);
  if (list.length === 0) {
    doc.font('Helvetica').fontSize(10).text('No performers are booked yet.');
    return;
  }
  tableRow(
    doc,
    COLUMNS.map((column) => column.label),
    true,
  );
  for (const performer of list) {
    const notes = [performer.minorNote, performer.firstDayNote].filter((note) => note !== '').join('\n');
    tableRow(doc, [performer.name, performer.role, performer.callTime, notes], false);
  }
}

export async function renderDaySheetPdf(content: SheetContent): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    info: { Title: `${content.kind}: ${content.production}, ${content.title}`, Author: content.agency.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, content);
  for (const [label, text] of content.sections) if (text.trim() !== '') section(doc, label, text);
  schedule(doc, content.schedule);
  performers(doc, content.performers);
  doc.end();
  return done;
}
