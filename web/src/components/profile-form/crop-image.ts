/** Turns the crop area of an image into a JPEG file (the spec's cropped headshot and full-body pictures). */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Cropped pictures are scaled down to this height at most, far below the upload limit. */
const MAX_OUTPUT_HEIGHT = 2000;
const JPEG_QUALITY = 0.9;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('This picture cannot be opened'));
    image.src = src;
  });
}

export async function cropToJpeg(src: string, area: PixelArea, name: string): Promise<File> {
  const image = await loadImage(src);
  const scale = Math.min(1, MAX_OUTPUT_HEIGHT / area.height);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Cropping is not available in this browser');
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
  if (!blob) throw new Error('The picture could not be cropped');
  return new File([blob], name, { type: 'image/jpeg' });
}
