/**
 * A fake camera for Chromium (`--use-file-for-fake-video-capture`): a Y4M file whose one frame is a
 * QR code of the given text, dark modules on a light ground, which Chromium plays in a loop.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
const QUIET_ZONE = 4;

export function writeQrCamera(text: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cells = modules.size + 2 * QUIET_ZONE;
  const scale = Math.floor((Math.min(WIDTH, HEIGHT) * 0.9) / cells);
  const left = Math.floor((WIDTH - cells * scale) / 2);
  const top = Math.floor((HEIGHT - cells * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let row = 0; row < modules.size; row += 1)
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      const x0 = left + (column + QUIET_ZONE) * scale;
      const y0 = top + (row + QUIET_ZONE) * scale;
      for (let y = y0; y < y0 + scale; y += 1) luma.fill(16, y * WIDTH + x0, y * WIDTH + x0 + scale);
    }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const path = join(tmpdir(), `check-in-${process.pid}-${Date.now()}.y4m`);
  writeFileSync(path, Buffer.concat([header, Buffer.from('FRAME\n'), luma, chroma]));
  return path;
}
