/**
 * The CVM CSVs of an upload — one CSV, or a ZIP of them (the three of a year, or CVM's whole
 * `dfp_cia_aberta_2024.zip`) — scanned for one CNPJ without blocking the event loop: a CSV in
 * memory is fed to the scanner a slice at a time with a turn of the loop between slices; a ZIP's
 * entries are inflated as streams (never whole), bounded in count and in inflated bytes.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { CvmCsvScanner, CvmFileError, type CvmScan } from './cvm-csv.ts';

export const CVM_FILE_LIMITS = {
  /** The upload: a full CVM CSV is 10–40 MB, the year's whole ZIP about 30 MB. */
  maxBytes: 64 * 1024 * 1024,
  maxZipEntries: 1_000,
  /** Inflated bytes read from a ZIP's statement entries (all of them, together). */
  maxInflatedBytes: 1024 * 1024 * 1024,
  /** A CSV in memory is scanned this much at a time before the loop gets a turn. */
  sliceBytes: 1024 * 1024,
} as const;

/** A ZIP's statement entries: the BPA, BPP and DRE by CVM's names when there are any, else every CSV. */
const STATEMENT_ENTRY = /_(BPA|BPP|DRE)_(con|ind)_/i;

export const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

export async function scanCvmCsv(bytes: Uint8Array, file: string, cnpj: string): Promise<CvmScan> {
  const scanner = new CvmCsvScanner(file, cnpj);
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let start = 0; start < buffer.length; start += CVM_FILE_LIMITS.sliceBytes) {
    scanner.push(buffer.subarray(start, start + CVM_FILE_LIMITS.sliceBytes));
    await nextTurn();
  }
  return scanner.end();
}

const NOT_A_ZIP = 'O arquivo ZIP está corrompido ou não pôde ser lido.';

function openZip(bytes: Uint8Array): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: false },
      (error, zip) => (error || !zip ? reject(new CvmFileError(NOT_A_ZIP)) : resolve(zip)),
    ),
  );
}

/** The ZIP's file names (directories left out), in order, at most `maxZipEntries`. */
async function entriesOf(zip: ZipFile): Promise<Entry[]> {
  const entries: Entry[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      if (!entry.fileName.endsWith('/')) entries.push(entry);
      if (entries.length > CVM_FILE_LIMITS.maxZipEntries)
        reject(new CvmFileError(`O ZIP tem mais de ${CVM_FILE_LIMITS.maxZipEntries} arquivos.`));
      else zip.readEntry();
    });
    zip.on('end', resolve);
    zip.on('error', () => reject(new CvmFileError(NOT_A_ZIP)));
    zip.readEntry();
  });
  return entries;
}

/** Is the ZIP an XLSX (a workbook part) rather than CSVs? */
export async function zipHoldsWorkbook(bytes: Uint8Array): Promise<boolean> {
  const zip = await openZip(bytes).catch(() => null);
  if (!zip) return true; // let the workbook reader say what is wrong
  try {
    const names = (await entriesOf(zip)).map((entry) => entry.fileName);
    return names.includes('xl/workbook.xml') || !names.some((name) => /\.csv$/i.test(name));
  } catch {
    return true;
  } finally {
    zip.close();
  }
}

export async function scanCvmZip(bytes: Uint8Array, cnpj: string): Promise<CvmScan[]> {
  const zip = await openZip(bytes);
  let inflated = 0;
  try {
    const csvs = (await entriesOf(zip)).filter((entry) => /\.csv$/i.test(entry.fileName));
    const named = csvs.filter((entry) => STATEMENT_ENTRY.test(entry.fileName));
    const scans: CvmScan[] = [];
    for (const entry of named.length > 0 ? named : csvs) {
      const scanner = new CvmCsvScanner(entry.fileName, cnpj);
      await new Promise<void>((resolve, reject) => {
        zip.openReadStream(entry, (error, stream) => {
          if (error || !stream) {
            reject(new CvmFileError(NOT_A_ZIP));
            return;
          }
          stream.on('data', (chunk: Buffer) => {
            inflated += chunk.length;
            try {
              if (inflated > CVM_FILE_LIMITS.maxInflatedBytes)
                throw new CvmFileError(
                  `O ZIP descompactado passa do limite de ${CVM_FILE_LIMITS.maxInflatedBytes / 1024 / 1024} MB.`,
                );
              scanner.push(chunk);
            } catch (failure) {
              stream.destroy();
              reject(failure);
            }
          });
          stream.on('end', () => resolve());
          stream.on('error', () => reject(new CvmFileError(NOT_A_ZIP)));
        });
      });
      scans.push(scanner.end());
    }
    return scans;
  } finally {
    zip.close();
  }
}
