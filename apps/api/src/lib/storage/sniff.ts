import { Readable } from 'node:stream';

/**
 * Reads the first `bytes` bytes of a stream (fewer if it ends sooner) and gives back a stream that
 * yields the whole content again — so the type can be known before the destination is chosen,
 * without holding more than a few bytes.
 */
export async function sniffHead(
  source: Readable,
  bytes: number,
): Promise<{ head: Buffer; stream: Readable }> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer | string>;
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    const chunk = typeof next.value === 'string' ? Buffer.from(next.value) : next.value;
    chunks.push(chunk);
    length += chunk.length;
  }
  const buffered = Buffer.concat(chunks);
  async function* replay() {
    if (buffered.length > 0) yield buffered;
    if (done) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield typeof next.value === 'string' ? Buffer.from(next.value) : next.value;
    }
  }
  const stream = Readable.from(replay(), { objectMode: false });
  stream.once('close', () => {
    if (!source.destroyed && !source.readableEnded) source.destroy();
  });
  return { head: buffered.subarray(0, bytes), stream };
}
