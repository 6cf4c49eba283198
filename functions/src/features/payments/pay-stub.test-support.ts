/** Pay stub pictures the tests draw (SVG rendered to PNG by sharp), for the OCR tests. */
import sharp from 'sharp';

const FONT = 'font-family="DejaVu Sans" font-size="24"';

/** A stub's SVG: a title, then one row per line (label on the left, figure on the right). */
export function stubSvg(lines: readonly (readonly [string, string?])[], title = 'NORTHERN PAYROLL SERVICES'): Buffer {
  const rows = lines
    .map(([label, value], index) => {
      const y = 120 + index * 50;
      const right = value ? `<text x="560" y="${y}" ${FONT}>${value}</text>` : '';
      return `<text x="40" y="${y}" ${FONT}>${label}</text>${right}`;
    })
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="${160 + lines.length * 50}">` +
      `<rect width="100%" height="100%" fill="white"/><text x="40" y="60" font-family="DejaVu Sans" font-size="30">${title}</text>${rows}</svg>`,
  );
}

export const stubPng = (svg: Buffer) => sharp(svg).png().toBuffer();

/** A plain stub with this gross (e.g. '$300.00') and pay date (YYYY-MM-DD). */
export const simpleStub = (gross: string, payDate: string) =>
  stubSvg([['Employee: Ada Lovelace'], [`Pay Date: ${payDate}`], ['Gross Pay', gross], ['Net Pay', '$1.00']]);
