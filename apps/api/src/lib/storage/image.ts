import { Jimp } from 'jimp';
import { Readable } from 'node:stream';
import { AppError } from '../app-error.ts';
import type { FileStorage, StoredFile } from './storage.ts';

/** Images larger than this (either side) are refused before decoding (decompression bombs). */
export const MAX_IMAGE_SIDE = 6000;

/** Width and height from a PNG's IHDR or a JPEG's SOF marker, without decoding the pixels. */
export function imageDimensions(data: Buffer): { width: number; height: number } | null {
  if (data.length >= 24 && data.readUInt32BE(12) === 0x49484452) {
    return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  }
  if (data[0] !== 0xff || data[1] !== 0xd8) return null;
  let offset = 2;
  while (offset + 9 < data.length) {
    if (data[offset] !== 0xff) {
      offset++;
      continue;
    }
    const marker = data[offset + 1]!;
    if (marker === 0xff) {
      offset++;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    const length = data.readUInt16BE(offset + 2);
    const isSof = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isSof)
      return { height: data.readUInt16BE(offset + 5), width: data.readUInt16BE(offset + 7) };
    offset += 2 + length;
  }
  return null;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const invalidImage = () =>
  new AppError(
    400,
    'VALIDATION_ERROR',
    'Não foi possível ler a imagem. Envie outro arquivo PNG ou JPEG.',
  );

/**
 * Re-encodes a stored PNG/JPEG (already size- and type-checked) as a centred square of at most
 * `side` pixels, in the same format; the metadata (EXIF, location) is dropped. The original is
 * deleted; the new file is returned. On failure nothing new is left.
 */
export async function storeSquareImage(
  storage: FileStorage,
  original: StoredFile,
  side: number,
  maxBytes: number,
): Promise<StoredFile> {
  try {
    const data = await readAll(await storage.get(original.key));
    const size = imageDimensions(data);
    if (!size || size.width < 1 || size.height < 1) throw invalidImage();
    if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE)
      throw new AppError(
        400,
        'VALIDATION_ERROR',
        `A imagem é grande demais (máximo ${MAX_IMAGE_SIDE} × ${MAX_IMAGE_SIDE} pixels).`,
      );
    let image: Awaited<ReturnType<typeof Jimp.read>>;
    try {
      image = await Jimp.read(data);
    } catch {
      throw invalidImage();
    }
    const square = Math.min(image.bitmap.width, image.bitmap.height);
    image.crop({
      x: Math.floor((image.bitmap.width - square) / 2),
      y: Math.floor((image.bitmap.height - square) / 2),
      w: square,
      h: square,
    });
    if (square > side) image.resize({ w: side, h: side });
    const encoded =
      original.mime === 'image/png'
        ? await image.getBuffer('image/png')
        : await image.getBuffer('image/jpeg', { quality: 88 });
    return await storage.put(Readable.from([encoded]), {
      maxBytes,
      allowedTypes: [original.mime],
    });
  } finally {
    await storage.delete(original.key);
  }
}
