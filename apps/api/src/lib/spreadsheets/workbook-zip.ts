/**
 * Checks an XLSX's ZIP before a workbook library inflates it: a readable central directory,
 * the workbook part present, a bounded number of entries and of uncompressed bytes — the
 * declared sizes first, then the real ones (yauzl stops an entry that inflates past its
 * declared size), so a ZIP bomb is refused without being expanded in memory.
 */
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** What an uploaded workbook's ZIP may hold at most. */
export const WORKBOOK_ZIP_LIMITS = {
  maxUncompressedBytes: 50 * 1024 * 1024,
  maxZipEntries: 1_000,
} as const;

/** The workbook's ZIP is not a workbook (FORMATO) or too large once inflated (LIMITE). */
export class UnsafeWorkbookError extends Error {
  constructor(
    message: string,
    readonly reason: 'FORMATO' | 'LIMITE' = 'FORMATO',
  ) {
    super(message);
    this.name = 'UnsafeWorkbookError';
  }
}

const NOT_A_WORKBOOK = 'O arquivo não é uma planilha XLSX válida.';
const TOO_LARGE = `A planilha descompactada passa do limite de ${WORKBOOK_ZIP_LIMITS.maxUncompressedBytes / 1024 / 1024} MB.`;

function openZip(bytes: Uint8Array): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: false },
      (error, zip) =>
        error || !zip ? reject(new UnsafeWorkbookError(NOT_A_WORKBOOK)) : resolve(zip),
    );
  });
}

function readEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    let declared = 0;
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      declared += entry.uncompressedSize;
      if (
        entries.length > WORKBOOK_ZIP_LIMITS.maxZipEntries ||
        declared > WORKBOOK_ZIP_LIMITS.maxUncompressedBytes
      ) {
        zip.close();
        reject(new UnsafeWorkbookError(TOO_LARGE, 'LIMITE'));
        return;
      }
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', () => reject(new UnsafeWorkbookError(NOT_A_WORKBOOK)));
    zip.readEntry();
  });
}

/** Inflates one entry, counting bytes and discarding them; yauzl fails it past its declared size. */
function drainEntry(zip: ZipFile, entry: Entry): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) {
        reject(new UnsafeWorkbookError(NOT_A_WORKBOOK));
        return;
      }
      stream.on('data', () => undefined);
      stream.on('end', () => resolve());
      stream.on('error', (failure: Error) =>
        reject(
          /too many bytes/.test(failure.message)
            ? new UnsafeWorkbookError(TOO_LARGE, 'LIMITE')
            : new UnsafeWorkbookError(NOT_A_WORKBOOK),
        ),
      );
    });
  });
}

export async function assertSafeWorkbookZip(bytes: Uint8Array): Promise<void> {
  const zip = await openZip(bytes);
  try {
    const entries = await readEntries(zip);
    if (!entries.some((entry) => entry.fileName === 'xl/workbook.xml')) {
      throw new UnsafeWorkbookError(NOT_A_WORKBOOK);
    }
    for (const entry of entries) {
      if (!entry.fileName.endsWith('/')) await drainEntry(zip, entry);
    }
  } finally {
    zip.close();
  }
}
