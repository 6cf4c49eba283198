/**
 * Reading pay stubs with OCR, on stub pictures the test draws (SVG rendered by sharp): several
 * layouts, a phone photo taken sideways (EXIF orientation), a skewed one, and a blurred one, which
 * must come back "not read" rather than with a wrong figure.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cleanPicture } from '../profile/pictures/clean-picture';
import { readPayStub } from './pay-stub-reader';
import { stubPng, stubSvg } from './pay-stub.test-support';

const stub = stubSvg;
const png = stubPng;

const SIMPLE = stub([
  ['Employee: Ada Lovelace'],
  ['Pay Date: 2026-03-20'],
  ['Gross Pay', '$1,234.56'],
  ['CPP', '$61.10'],
  ['Net Pay', '$1,001.20'],
]);

const TABLE = stub(
  [
    ['Cheque date March 6, 2026'],
    ['Earnings', 'Current      YTD'],
    ['Regular 8.0 h @ 17.20', '137.60      412.80'],
    ['Total Gross', '245.10      735.30'],
    ['Net', '221.42      664.26'],
  ],
  'FILM PAYROLL INC. - STATEMENT OF EARNINGS',
);

describe('reading a pay stub picture', { timeout: 20_000 }, () => {
  it('reads the gross and the pay date of a simple stub and of a table with year-to-date', async () => {
    expect(await readPayStub(await png(SIMPLE))).toEqual({ grossCents: 123_456, payDate: '2026-03-20' });
    expect(await readPayStub(await png(TABLE))).toEqual({ grossCents: 24_510, payDate: '2026-03-06' });
  });

  it('reads a photo taken sideways (turned upright from its EXIF) and a slightly skewed one', async () => {
    const sideways = await sharp(await png(SIMPLE))
      .rotate(-90)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const upright = await cleanPicture(sideways);
    expect(await readPayStub(upright.bytes)).toEqual({ grossCents: 123_456, payDate: '2026-03-20' });
    const skewed = await sharp(await png(TABLE))
      .rotate(3, { background: 'white' })
      .png()
      .toBuffer();
    expect(await readPayStub(skewed)).toEqual({ grossCents: 24_510, payDate: '2026-03-06' });
  });

  it('says "not read" for a blurred stub instead of guessing, and for what is not a stub', async () => {
    const blurred = await sharp(await png(SIMPLE))
      .resize(450)
      .blur(3)
      .png()
      .toBuffer();
    const reading = await readPayStub(blurred);
    expect([null, 123_456]).toContain(reading.grossCents);
    expect([null, '2026-03-20']).toContain(reading.payDate);
    const nonsense = await sharp({ create: { width: 200, height: 100, channels: 3, background: 'white' } })
      .png()
      .toBuffer();
    expect(await readPayStub(nonsense)).toEqual({ grossCents: null, payDate: null });
  });
});
