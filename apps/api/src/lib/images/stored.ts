import { Readable } from 'node:stream';
import type { FileStorage, StoredFile } from '../storage/storage.ts';
import type { EncodedImage } from './reencode.ts';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Replaces an uploaded image (already size- and type-checked by the storage) by its re-encoding:
 * the original is read back, given to `reencode` (reencodeSquare, reencodeWithin) and deleted;
 * the new file is returned. On failure nothing new is left.
 */
export async function replaceWithReencoded(
  storage: FileStorage,
  original: StoredFile,
  maxBytes: number,
  reencode: (data: Buffer) => Promise<EncodedImage>,
): Promise<StoredFile> {
  try {
    const encoded = await reencode(await readAll(await storage.get(original.key)));
    return await storage.put(Readable.from([encoded.data]), {
      maxBytes,
      allowedTypes: [encoded.mime],
    });
  } finally {
    await storage.delete(original.key);
  }
}
