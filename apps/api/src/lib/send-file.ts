import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { contentDisposition } from './file-name.ts';

/**
 * A document's file: its detected type, `nosniff`, a sandboxing CSP (never run as a page of the
 * app), inline or attachment with the Portuguese name as `filename*`.
 */
export function sendFile(
  reply: FastifyReply,
  file: { mimeType: string; size: number; name: string },
  stream: Readable,
  download: boolean,
) {
  return reply
    .header('content-type', file.mimeType)
    .header('content-length', file.size)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header(
      'content-disposition',
      contentDisposition(download ? 'attachment' : 'inline', file.name),
    )
    .header('cache-control', 'private, no-store')
    .send(stream);
}
