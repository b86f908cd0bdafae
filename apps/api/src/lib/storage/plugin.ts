import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { createStorage } from './index.ts';
import { mimeOfKey, type FileStorage } from './storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files (avatars, logos, documents): local disk or S3-compatible. */
    storage: FileStorage;
  }
}

/** Decorates the app with the configured file storage. */
export const storagePlugin = fp(async (app) => {
  app.decorate('storage', await createStorage(app.deps.config.storage));
});

const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** A filename safe for Content-Disposition: ASCII letters, digits, dot, hyphen and underscore. */
export function safeFilename(name: string): string {
  const cleaned = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, 100);
  return cleaned || 'arquivo';
}

/**
 * Streams a stored file with its type (from the key, i.e. from the magic bytes at upload),
 * `X-Content-Type-Options: nosniff` and a Content-Disposition: inline for images, attachment for
 * everything else.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: FileStorage,
  key: string,
  filename: string,
) {
  const stream = await storage.get(key);
  const mime = mimeOfKey(key) ?? 'application/octet-stream';
  const disposition = INLINE_TYPES.has(mime) ? 'inline' : 'attachment';
  return reply
    .header('content-type', mime)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `${disposition}; filename="${safeFilename(filename)}"`)
    .header('cache-control', 'private, no-store')
    .send(stream);
}
