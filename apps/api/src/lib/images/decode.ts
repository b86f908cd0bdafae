import os from 'node:os';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { AppError } from '../app-error.ts';

// libvips decodes on libuv's thread pool, never on the event loop. One thread per image and no
// operation cache: memory stays bounded by the images in flight (decision 006).
sharp.concurrency(1);
sharp.cache(false);

/** Images of more pixels than this are refused from their header, before any decoding. */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** The formats accepted, by libvips' name, with their MIME type. */
const FORMATS = { png: 'image/png', jpeg: 'image/jpeg' } as const;
export type ImageMime = (typeof FORMATS)[keyof typeof FORMATS];

/**
 * Decodes running at once: at most one per spare core, and never more than 3, so that libuv's
 * 4 threads keep one for files and password hashing. The others wait their turn.
 */
const JOBS_AT_ONCE = Math.max(1, Math.min(3, os.availableParallelism() - 1));
let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(job: () => Promise<T>): Promise<T> {
  if (running >= JOBS_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await job();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export const imageTooLarge = () =>
  new AppError(
    400,
    'IMAGE_TOO_LARGE',
    'Imagem grande demais: envie uma imagem de até 50 megapixels (por exemplo, 8000 × 6000 pixels).',
  );

export const unreadableImage = () =>
  new AppError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    'Não foi possível ler a imagem. Envie um arquivo PNG ou JPEG válido.',
  );

/** What the header tells, read without decoding the pixels. */
export interface ImageHeader {
  mime: ImageMime;
  width: number;
  height: number;
}

/**
 * The header of a PNG or JPEG: 415 when it is neither or cannot be read, 400 IMAGE_TOO_LARGE
 * past MAX_IMAGE_PIXELS (a decompression bomb is refused here, at no cost).
 */
export async function readImageHeader(data: Buffer): Promise<ImageHeader> {
  let metadata: Metadata;
  try {
    metadata = await sharp(data).metadata();
  } catch {
    throw unreadableImage();
  }
  const mime = FORMATS[metadata.format as keyof typeof FORMATS];
  const { width, height } = metadata;
  if (!mime || !(width >= 1) || !(height >= 1)) throw unreadableImage();
  if (width * height > MAX_IMAGE_PIXELS) throw imageTooLarge();
  return { mime, width, height };
}

/**
 * The one way images are decoded: the header is checked first (readImageHeader), then `build`
 * turns the input — upright per its EXIF orientation, pixels limited to MAX_IMAGE_PIXELS, read
 * sequentially — into an output, which libvips computes on the thread pool, a few images at a
 * time. Metadata (EXIF, text chunks, ICC profiles) is not carried over: the output is sRGB.
 * A file that does not decode to the end (truncated, corrupt) is a 415.
 */
export async function decodeImageSafely(
  data: Buffer,
  build: (input: Sharp, header: ImageHeader) => Sharp,
): Promise<{ data: Buffer; info: OutputInfo; header: ImageHeader }> {
  const header = await readImageHeader(data);
  return inTurn(async () => {
    const input = sharp(data, {
      limitInputPixels: MAX_IMAGE_PIXELS,
      sequentialRead: true,
      failOn: 'warning',
    }).autoOrient();
    try {
      const output = await build(input, header).toBuffer({ resolveWithObject: true });
      return { ...output, header };
    } catch (error) {
      if (/pixel limit/i.test((error as Error).message)) throw imageTooLarge();
      throw unreadableImage();
    }
  });
}
