import { Transform, type TransformCallback } from 'node:stream';
import { TextDecoder } from 'node:util';

/**
 * Bytes to text, UTF-8 or Windows-1252 as the file is: ASCII chunks pass as they are (the same
 * in both); the first chunk with a byte ≥ 0x80 decides — valid UTF-8 (a sequence cut at the
 * chunk's end is completed by the next) or else Windows-1252 — and the rest of the file is
 * decoded that way, chunk by chunk, never whole in memory. A UTF-8 BOM is dropped.
 */
export class TextDecoding extends Transform {
  private decoder: TextDecoder | null = null;

  constructor() {
    super({ readableObjectMode: true });
  }

  /** The encoding chosen, once a byte outside ASCII has been seen. */
  get encoding(): 'utf-8' | 'windows-1252' | null {
    return this.decoder ? (this.decoder.encoding as 'utf-8' | 'windows-1252') : null;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    if (!this.decoder) {
      if (!chunk.some((byte) => byte >= 0x80)) {
        done(null, chunk.toString('latin1'));
        return;
      }
      this.decoder = new TextDecoder(isUtf8Start(chunk) ? 'utf-8' : 'windows-1252');
    }
    done(null, this.decoder.decode(chunk, { stream: true }));
  }

  override _flush(done: TransformCallback) {
    const rest = this.decoder?.decode();
    done(null, rest || undefined);
  }
}

function isUtf8Start(chunk: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(chunk, { stream: true });
    return true;
  } catch {
    return false;
  }
}
