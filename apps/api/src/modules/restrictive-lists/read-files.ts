import { comparableName, type RestrictiveList } from '@lince/contracts';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { csvRows, type CsvRow } from './csv-rows.ts';
import {
  LIST_LAYOUTS,
  ListFileError,
  readAltRow,
  readSdnRow,
  type ListRecordInput,
} from './layouts/index.ts';
import type { ListFile } from './list-files.ts';
import { readHeaderless, readRecords } from './read-records.ts';
import { TextDecoding } from './text-decoding.ts';
import { xlsxRows } from './xlsx-rows.ts';

/** Bytes read of the upload's files, for the task's progress. */
export interface ReadProgress {
  read: number;
}

async function* counted(
  source: AsyncIterable<Buffer>,
  progress: ReadProgress,
  broken: string | null,
): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of source) {
      progress.read += chunk.length;
      yield chunk;
    }
  } catch (error) {
    throw broken ? new ListFileError(broken) : error;
  }
}

/** The rows of one file: a CSV decoded and parsed as it streams, a workbook's first sheet. */
export async function fileRows(
  file: ListFile,
  progress: ReadProgress,
  separator?: ',',
): Promise<AsyncIterable<CsvRow>> {
  const source = counted(await file.open(), progress, file.broken);
  if (file.kind === 'xlsx') {
    const chunks: Buffer[] = [];
    for await (const chunk of source) chunks.push(chunk);
    return xlsxRows(new Uint8Array(Buffer.concat(chunks)));
  }
  const text = new TextDecoding();
  pipeline(Readable.from(source), text).catch(() => {});
  return csvRows(text, separator);
}

/** The records of a list's main file, in its layout (OFAC's sdn.csv: comma-separated, no header). */
export async function listRecords(
  list: RestrictiveList,
  file: ListFile,
  progress: ReadProgress,
): Promise<AsyncIterable<ListRecordInput>> {
  if (list === 'OFAC') return readHeaderless(await fileRows(file, progress, ','), readSdnRow);
  return readRecords(await fileRows(file, progress), LIST_LAYOUTS[list]);
}

/** OFAC's aliases (alt.csv), with the name to compare. */
export async function* aliasRows(file: ListFile, progress: ReadProgress) {
  for await (const alias of readHeaderless(await fileRows(file, progress, ','), readAltRow))
    yield { ...alias, nameKey: comparableName(alias.name) };
}
