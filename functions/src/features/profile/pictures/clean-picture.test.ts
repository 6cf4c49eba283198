import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cleanPicture } from './clean-picture';

const GPS_EXIF = {
  IFD0: { Make: 'SpyCam', Model: 'Z9' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 39/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '79/1 23/1 0/1' },
};

/** A 40×20 picture whose EXIF says 'rotate 90°' and carries a GPS position. */
async function photoWithGps(format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  const image = sharp({ create: { width: 40, height: 20, channels: 3, background: '#c0392b' } })
    .withExif(GPS_EXIF)
    .withMetadata({ orientation: 6 })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
    );
  return image.toFormat(format).toBuffer();
}

describe('cleanPicture', () => {
  it.each(['jpeg', 'png', 'webp'] as const)(
    'keeps no EXIF, GPS or XMP in a %s, turned upright first',
    async (format) => {
      const original = await photoWithGps(format);
      const before = await sharp(original).metadata();
      expect([before.exif?.includes('SpyCam'), before.orientation, before.xmp === undefined]).toEqual([true, 6, false]);
      const cleaned = await cleanPicture(original);
      expect(cleaned.type).toBe(format);
      const metadata = await sharp(cleaned.bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(cleaned.bytes.includes('SpyCam')).toBe(false);
      expect([metadata.width, metadata.height]).toEqual([20, 40]);
    },
  );

  it('stores a HEIC photo as a JPEG without its metadata', async () => {
    const heic = readFileSync(new URL('./fixtures/gps-sample.heic', import.meta.url));
    expect(heic.includes('FixtureCam')).toBe(true);
    const cleaned = await cleanPicture(heic);
    expect(cleaned.type).toBe('jpeg');
    const metadata = await sharp(cleaned.bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 160, 120]);
    expect(metadata.exif).toBeUndefined();
    expect(cleaned.bytes.includes('FixtureCam')).toBe(false);
  });

  it('refuses bytes that only start like an image (415)', async () => {
    const truncated = (await photoWithGps('jpeg')).subarray(0, 40);
    await expect(cleanPicture(truncated)).rejects.toMatchObject({ status: 415 });
  });
});
