import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { FileType } from '../../lib/storage/file-types.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import { ListFileError } from './layouts/layout.ts';

/** One file of an import: a CSV streamed, or a workbook read whole. */
export interface ListFile {
  name: string;
  kind: 'csv' | 'xlsx';
  /** Its size (uncompressed), for the progress. */
  size: number;
  /** What a read error means (a ZIP's entry cut short), or null for the storage's own errors. */
  broken: string | null;
  open(): Promise<Readable>;
}

/** The files of an upload: the list's own and, for OFAC, `alt.csv` when the ZIP has it. */
export interface ListFiles {
  main: ListFile;
  alt: ListFile | null;
  close(): Promise<void>;
}

/** What a ZIP may hold (its entries are streamed: only their number and total size are bounded). */
const ZIP_LIMITS = { maxEntries: 100, maxUncompressedBytes: 8 * 1024 ** 3 } as const;
const BROKEN_ZIP = 'O arquivo ZIP está incompleto ou corrompido.';

const baseName = (entry: Entry) => path.posix.basename(entry.fileName).toLowerCase();

function openZip(file: string): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(
      file,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false },
      (e, zip) => (e || !zip ? reject(new ListFileError(BROKEN_ZIP)) : resolve(zip)),
    ),
  );
}

function zipEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    let declared = 0;
    zip.on('entry', (entry: Entry) => {
      declared += entry.uncompressedSize;
      if (!entry.fileName.endsWith('/')) entries.push(entry);
      if (entries.length > ZIP_LIMITS.maxEntries || declared > ZIP_LIMITS.maxUncompressedBytes) {
        reject(new ListFileError('O ZIP tem arquivos demais ou grandes demais para uma lista.'));
        return;
      }
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', () => reject(new ListFileError(BROKEN_ZIP)));
    zip.readEntry();
  });
}

function entryFile(zip: ZipFile, entry: Entry): ListFile {
  const name = path.posix.basename(entry.fileName);
  return {
    name,
    kind: name.toLowerCase().endsWith('.xlsx') ? 'xlsx' : 'csv',
    size: entry.uncompressedSize,
    broken: BROKEN_ZIP,
    open: () =>
      new Promise<Readable>((resolve, reject) =>
        zip.openReadStream(entry, (error, stream) =>
          error || !stream ? reject(new ListFileError(BROKEN_ZIP)) : resolve(stream),
        ),
      ),
  };
}

/** The entries a list reads from its ZIP: OFAC's sdn.csv (and alt.csv); any other, its one CSV or XLSX. */
function pickEntries(entries: Entry[], ofac: boolean): { main: Entry; alt: Entry | null } {
  if (ofac) {
    const main = entries.find((entry) => baseName(entry) === 'sdn.csv');
    if (!main)
      throw new ListFileError(
        'O ZIP do OFAC deve conter o arquivo sdn.csv (e, se quiser, o alt.csv).',
      );
    return { main, alt: entries.find((entry) => baseName(entry) === 'alt.csv') ?? null };
  }
  const lists = entries.filter((entry) => /\.(csv|xlsx)$/.test(baseName(entry)));
  if (lists.length !== 1)
    throw new ListFileError(
      lists.length === 0
        ? 'O ZIP não contém um arquivo CSV ou XLSX.'
        : 'O ZIP contém mais de um arquivo CSV ou XLSX: envie um por lista.',
    );
  return { main: lists[0]!, alt: null };
}

/**
 * Opens an upload as the list's files. A CSV or workbook is read from the storage; a ZIP is first
 * copied to a temporary file (its directory is at its end) and its entries streamed from there.
 */
export async function openListFiles(
  storage: FileStorage,
  key: string,
  type: FileType | null,
  size: number,
  ofac: boolean,
): Promise<ListFiles> {
  if (type !== 'application/zip') {
    const main: ListFile = {
      name: key,
      kind: type === 'text/csv' ? 'csv' : 'xlsx',
      size,
      broken: null,
      open: () => storage.get(key),
    };
    if (ofac && main.kind !== 'csv')
      throw new ListFileError('O OFAC é importado do sdn.csv, sozinho ou num ZIP com o alt.csv.');
    return { main, alt: null, close: async () => {} };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'lince-list-'));
  const close = () => rm(dir, { recursive: true, force: true });
  try {
    const file = path.join(dir, 'upload.zip');
    await pipeline(await storage.get(key), createWriteStream(file));
    const zip = await openZip(file);
    const { main, alt } = pickEntries(await zipEntries(zip), ofac);
    return {
      main: entryFile(zip, main),
      alt: alt ? entryFile(zip, alt) : null,
      close: async () => {
        zip.close();
        await close();
      },
    };
  } catch (error) {
    await close();
    throw error;
  }
}
