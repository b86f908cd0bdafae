import type { Sharp } from 'sharp';
import { decodeImageSafely, type ImageHeader, type ImageMime } from './decode.ts';

export interface EncodedImage {
  data: Buffer;
  mime: ImageMime;
  width: number;
  height: number;
}

/** Encodes in the input's format: PNG stays PNG (transparency kept), JPEG stays JPEG. */
const encodeAs = (image: Sharp, mime: ImageMime) =>
  mime === 'image/png' ? image.png() : image.jpeg({ quality: 88 });

async function reencode(
  data: Buffer,
  build: (input: Sharp, header: ImageHeader) => Sharp,
): Promise<EncodedImage> {
  const output = await decodeImageSafely(data, (input, header) =>
    encodeAs(build(input, header), header.mime),
  );
  return {
    data: output.data,
    mime: output.header.mime,
    width: output.info.width,
    height: output.info.height,
  };
}

/**
 * A centred square of at most `side` pixels (never enlarged), in the same format, without
 * metadata: avatars.
 */
export function reencodeSquare(data: Buffer, side: number): Promise<EncodedImage> {
  return reencode(data, (input, header) => {
    const square = Math.min(side, header.width, header.height);
    return input.resize(square, square, { fit: 'cover', position: 'centre' });
  });
}

/**
 * The whole image within `maxSide` × `maxSide` pixels (proportions kept, never enlarged), in the
 * same format, without metadata: logos.
 */
export function reencodeWithin(data: Buffer, maxSide: number): Promise<EncodedImage> {
  return reencode(data, (input) =>
    input.resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true }),
  );
}
