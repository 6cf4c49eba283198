/**
 * Every stored picture is re-encoded on the server, so nothing but pixels is kept: EXIF (GPS
 * position, camera, dates), XMP, IPTC and comments are dropped. The picture is turned upright first
 * (EXIF orientation applied to the pixels), so dropping the orientation tag does not rotate it.
 * HEIC (HEVC, which the image library's prebuilt binaries cannot decode) is decoded to JPEG first.
 */
import { MAX_PICTURE_BYTES } from '@scenecall/shared';
import { ApiError } from '../../../http/api-error';
import { detectImageType, type StoredImageType } from './image-type';

/** Larger than any phone camera's default output; refuses decompression bombs before decoding. */
export const MAX_PICTURE_PIXELS = 60_000_000;
const QUALITY = 90;

export interface CleanPicture {
  bytes: Buffer;
  type: StoredImageType;
}

const notAnImage = () => new ApiError('unsupported-media-type', 'Please choose a JPEG, PNG, WebP or HEIC picture');
const tooLarge = () => new ApiError('payload-too-large', 'Pictures must be 10 MB or smaller');
const tooManyPixels = () => new ApiError('payload-too-large', 'Pictures must be at most 60 megapixels');

async function heicToJpeg(bytes: Buffer): Promise<Buffer> {
  const { default: convert } = await import('heic-convert');
  try {
    return Buffer.from(await convert({ buffer: bytes, format: 'JPEG', quality: QUALITY / 100 }));
  } catch {
    throw notAnImage();
  }
}

async function loadSharp() {
  const { default: sharp } = await import('sharp');
  sharp.cache(false);
  return sharp;
}

async function reencode(bytes: Buffer, type: StoredImageType): Promise<Buffer> {
  const sharp = await loadSharp();
  const image = sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' }).autoOrient();
  try {
    if (type === 'jpeg') return await image.jpeg({ quality: QUALITY, mozjpeg: true }).toBuffer();
    if (type === 'png') return await image.png().toBuffer();
    return await image.webp({ quality: QUALITY }).toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
    throw notAnImage();
  }
}

/** The picture as it will be stored: recognised by its bytes, upright, without metadata. */
export async function cleanPicture(bytes: Buffer): Promise<CleanPicture> {
  const detected = detectImageType(bytes);
  if (!detected) throw notAnImage();
  const type: StoredImageType = detected === 'heic' ? 'jpeg' : detected;
  const decodable = detected === 'heic' ? await heicToJpeg(bytes) : bytes;
  const cleaned = await reencode(decodable, type);
  if (cleaned.length > MAX_PICTURE_BYTES) throw tooLarge();
  return { bytes: cleaned, type };
}
