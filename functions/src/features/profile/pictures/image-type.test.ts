import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-type';

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(values.map((v) => (typeof v === 'string' ? Buffer.from(v, 'latin1') : Buffer.from([v]))));

describe('detectImageType', () => {
  it('recognises JPEG, PNG, WebP and HEIC by their bytes', () => {
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0))).toBe('jpeg');
    expect(detectImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(detectImageType(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('webp');
    expect(detectImageType(bytes(0, 0, 0, 0x18, 'ftypheic', 0, 0))).toBe('heic');
    expect(detectImageType(bytes(0, 0, 0, 0x18, 'ftypmif1', 0, 0))).toBe('heic');
  });

  it('refuses anything else, whatever it claims to be', () => {
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(detectImageType(Buffer.from('%PDF-1.7'))).toBeUndefined();
    expect(detectImageType(bytes(0, 0, 0, 0x18, 'ftypmp42', 0, 0))).toBeUndefined();
    expect(detectImageType(Buffer.alloc(0))).toBeUndefined();
  });
});
