/**
 * Reads a pay stub's picture with tesseract.js (OCR in WebAssembly, offline): the English data and
 * the engine come from the installed packages (`@tesseract.js-data/eng`, `tesseract.js-core`), never
 * from a CDN, and nothing is cached on disk. One worker per reading, ended after it: readings are
 * rare (one per pay stub) and a worker holds ~100 MB. See docs/decisions/pay-stub-ocr.md.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PayStubReading } from '@scenecall/shared';
import { logEvent, logFailure } from '../../http/logger';
import { readPayStubLines, type ReadLine } from './pay-stub-text';

const NOT_READ: PayStubReading = { grossCents: null, payDate: null };

/** The folder of the installed English data (the small integer LSTM model, as tesseract.js's default). */
const englishData = () =>
  join(
    dirname(createRequire(join(process.cwd(), 'index.js')).resolve('@tesseract.js-data/eng/package.json')),
    '4.0.0_best_int',
  );

/** The text lines of a picture, with Tesseract's confidence in each; pages turned upright first. */
export async function ocrLines(picture: Buffer): Promise<ReadLine[]> {
  const { createWorker, OEM } = await import('tesseract.js');
  const worker = await createWorker('eng', OEM.LSTM_ONLY, { langPath: englishData(), cacheMethod: 'none', gzip: true });
  try {
    const { data } = await worker.recognize(picture, { rotateAuto: true }, { blocks: true, text: false });
    return (data.blocks ?? []).flatMap((block) =>
      block.paragraphs.flatMap((paragraph) =>
        paragraph.lines.map((line) => ({ text: line.text.trim(), confidence: line.confidence })),
      ),
    );
  } finally {
    await worker.terminate();
  }
}

/** What the stub says (gross, pay date), or "not read" for what OCR could not read with confidence. */
export async function readPayStub(picture: Buffer): Promise<PayStubReading> {
  const started = Date.now();
  try {
    const reading = readPayStubLines(await ocrLines(picture));
    logEvent('payments.pay_stub_read', {
      ms: Date.now() - started,
      gross: reading.grossCents !== null,
      date: reading.payDate !== null,
    });
    return reading;
  } catch (error) {
    logFailure('payments.pay_stub_unreadable', error, {});
    return NOT_READ;
  }
}
