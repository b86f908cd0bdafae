import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/**
 * A photo-like image of any size, made small and enlarged by libvips (never a raw buffer of the
 * full size in memory): a smooth colour gradient for JPEG; for PNG, flat blocks of `block`
 * pixels (1: every pixel its own colour), which keep even 6000 × 6000 under 2 MB.
 */
export async function photoOf(
  format: 'png' | 'jpeg',
  width: number,
  height: number,
  block = format === 'jpeg' ? 10 : 1,
): Promise<Buffer> {
  const w = Math.ceil(width / block);
  const h = Math.ceil(height / block);
  const raw = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      raw[i] = (x * 7) % 256;
      raw[i + 1] = (y * 5) % 256;
      raw[i + 2] = ((x + y) * 3) % 256;
    }
  const image = sharp(raw, { raw: { width: w, height: h, channels: 3 } }).resize(width, height, {
    kernel: format === 'jpeg' ? 'linear' : 'nearest',
  });
  return format === 'jpeg' ? image.jpeg({ quality: 80 }).toBuffer() : image.png().toBuffer();
}

/** A real PNG of the given size (a colour gradient, so it does not compress to nothing). */
export const pngOf = (width: number, height: number) => photoOf('png', width, height);

export const jpegOf = (width: number, height: number) => photoOf('jpeg', width, height, 1);

/** Format and dimensions of an image, from its header. */
export async function sizeOf(image: Buffer): Promise<{ width: number; height: number }> {
  const { width, height } = await sharp(image).metadata();
  return { width, height };
}

const PNG_SIGNATURE_LENGTH = 8;

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** The PNG with a tEXt chunk `keyword: text` right after its header chunk. */
export function withPngText(png: Buffer, keyword: string, text: string): Buffer {
  const afterIhdr = PNG_SIGNATURE_LENGTH + 8 + png.readUInt32BE(PNG_SIGNATURE_LENGTH) + 4;
  const chunk = pngChunk('tEXt', Buffer.from(`${keyword}\0${text}`, 'latin1'));
  return Buffer.concat([png.subarray(0, afterIhdr), chunk, png.subarray(afterIhdr)]);
}

/** The PNG's header chunk rewritten to claim `width` × `height`; the pixel data is unchanged. */
export function withPngSize(png: Buffer, width: number, height: number): Buffer {
  const ihdr = Buffer.from(png.subarray(PNG_SIGNATURE_LENGTH + 8, PNG_SIGNATURE_LENGTH + 8 + 13));
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  const end = PNG_SIGNATURE_LENGTH + 8 + 13 + 4;
  return Buffer.concat([
    png.subarray(0, PNG_SIGNATURE_LENGTH),
    pngChunk('IHDR', ihdr),
    png.subarray(end),
  ]);
}

/** The JPEG's frame header (SOF) rewritten to claim `width` × `height`; the scan is unchanged. */
export function withJpegSize(jpeg: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(jpeg);
  let offset = 2;
  while (offset + 9 < copy.length) {
    const marker = copy[offset + 1]!;
    if (marker >= 0xc0 && marker <= 0xc3) {
      copy.writeUInt16BE(height, offset + 5);
      copy.writeUInt16BE(width, offset + 7);
      return copy;
    }
    offset += 2 + copy.readUInt16BE(offset + 2);
  }
  throw new Error('JPEG sem cabeçalho de quadro (SOF).');
}

/** A JPEG carrying EXIF (camera, author, GPS position) and a Display P3 colour profile. */
export function jpegWithExif(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: 'CameraSecreta', Artist: 'Autor Secreto' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1' },
    })
    .withIccProfile('p3')
    .toBuffer();
}
