import { Jimp } from 'jimp';

/** A real PNG of the given size (a colour gradient, so it does not compress to nothing). */
export async function pngOf(width: number, height: number): Promise<Buffer> {
  return (await gradient(width, height)).getBuffer('image/png');
}

export async function jpegOf(width: number, height: number): Promise<Buffer> {
  return (await gradient(width, height)).getBuffer('image/jpeg', { quality: 80 });
}

async function gradient(width: number, height: number) {
  const image = new Jimp({ width, height, color: 0xffffffff });
  image.scan(0, 0, width, height, (x, y, index) => {
    image.bitmap.data[index] = (x * 7) % 256;
    image.bitmap.data[index + 1] = (y * 5) % 256;
    image.bitmap.data[index + 2] = ((x + y) * 3) % 256;
    image.bitmap.data[index + 3] = 255;
  });
  return image;
}

/** Dimensions of a PNG or JPEG, decoded. */
export async function sizeOf(image: Buffer): Promise<{ width: number; height: number }> {
  const decoded = await Jimp.read(image);
  return { width: decoded.bitmap.width, height: decoded.bitmap.height };
}
