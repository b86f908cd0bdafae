import type { Readable } from 'node:stream';
import yazl from 'yazl';

/** One file of a ZIP: opened only when its turn comes. */
export interface ZipSource {
  name: string;
  size: number;
  mtime: Date;
  open(): Promise<Readable>;
}

/**
 * A ZIP streamed from its sources one after another (yazl): each source is opened when the
 * previous one is written, so memory stays constant and at most one storage stream is open. The
 * files are stored, not compressed (PDFs, images and office files are compressed already), so
 * the archive's size is known in advance (`size`). When the reader goes away (the answer is
 * destroyed), the open source is destroyed and no other is opened.
 */
export function zipStream(sources: ZipSource[]): { stream: Readable; size: number | null } {
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as Readable;
  let current: Readable | null = null;
  for (const source of sources) {
    zip.addReadStreamLazy(
      source.name,
      { mtime: source.mtime, size: source.size, compress: false },
      (done) => {
        if (output.destroyed) return done(new Error('ZIP abandonado.'), null as never);
        source.open().then(
          (stream) => {
            if (output.destroyed) {
              stream.destroy();
              return;
            }
            current = stream;
            stream.once('error', (error) => output.destroy(error));
            done(null, stream);
          },
          (error: Error) => done(error, null as never),
        );
      },
    );
  }
  zip.on('error', (error: Error) => output.destroy(error));
  output.once('close', () => current?.destroy());
  let size: number | null = null;
  // With every size known and nothing compressed, yazl knows the total as it ends (-1 otherwise).
  const end = zip.end.bind(zip) as (options: object, sized: (total: number) => void) => void;
  end({}, (total) => {
    size = total >= 0 ? total : null;
  });
  return { stream: output, size };
}
