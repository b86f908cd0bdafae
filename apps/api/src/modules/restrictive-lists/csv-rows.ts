import { CsvError, parse } from 'csv-parse';
import { Readable } from 'node:stream';
import { ListFileError } from './layouts/layout.ts';
import { detectSeparator } from '../../lib/spreadsheets/separator.ts';

/** One row of a CSV: its cells and the line of the file it starts on. */
export interface CsvRow {
  cells: string[];
  line: number;
}

/** What the head of a file may hold before its first line ends (a header is far shorter). */
const HEAD_MAX_CHARS = 1024 * 1024;

function csvFailure(error: unknown): unknown {
  if (!(error instanceof CsvError)) return error;
  const line = 'lines' in error && typeof error.lines === 'number' ? error.lines : null;
  const where = line ? `Linha ${line}: ` : '';
  return new ListFileError(
    `${where}o arquivo CSV está malformado ou incompleto (aspas sem fechamento ou registro cortado).`,
  );
}

/**
 * The rows of a CSV read from text chunks, streamed: the separator from the first line (unless
 * given), quoted fields, blank lines skipped, the DOS end-of-file mark (`\x1a`, OFAC's files end
 * with it) dropped. A quote left open (a truncated file) fails naming its line.
 */
export async function* csvRows(
  text: AsyncIterable<string>,
  separator?: ';' | ',' | '\t',
): AsyncGenerator<CsvRow> {
  const iterator = text[Symbol.asyncIterator]();
  let head = '';
  while (!/[\r\n]/.test(head) && head.length < HEAD_MAX_CHARS) {
    const next = await iterator.next();
    if (next.done) break;
    head += next.value;
  }
  const parser = parse({
    delimiter: separator ?? detectSeparator(head),
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    info: true,
  });
  const clean = (chunk: string) => (chunk.includes('\x1a') ? chunk.replaceAll('\x1a', '') : chunk);
  const source = Readable.from(
    (async function* () {
      yield clean(head);
      for (let next = await iterator.next(); !next.done; next = await iterator.next())
        yield clean(next.value);
    })(),
    { objectMode: false },
  );
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);
  try {
    for await (const item of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      const { record, info } = item;
      if (record.length === 1 && record[0]!.trim() === '') continue;
      yield { cells: record, line: info.lines };
    }
  } catch (error) {
    throw csvFailure(error);
  } finally {
    source.destroy();
  }
}
