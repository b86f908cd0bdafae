import { ListFileError } from './layouts/layout.ts';
import { detectSeparator } from '../../lib/spreadsheets/separator.ts';

/** One row of a CSV: its cells and the line of the file it ends on. */
export interface CsvRow {
  cells: string[];
  line: number;
}

/** What the head of a file may hold before its first line ends (a header is far shorter). */
const HEAD_MAX_CHARS = 1024 * 1024;
/** What one record may hold (a quote left open would otherwise read the whole file). */
const RECORD_MAX_CHARS = 1024 * 1024;

const QUOTE = 34; // "
const CR = 13;
const LF = 10;

const malformed = (line: number) =>
  new ListFileError(
    `Linha ${line}: o arquivo CSV está malformado ou incompleto (aspas sem fechamento ou registro cortado).`,
  );

/** Counts the line ends in `text` from `from` to `to`. */
function lineEnds(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = text.indexOf('\n', from); i !== -1 && i < to; i = text.indexOf('\n', i + 1))
    count += 1;
  return count;
}

/** A record read from `text` at `start`: its cells and where the next one starts; null when `text` ends first. */
interface Parsed {
  cells: string[];
  next: number;
  newlines: number;
}

/**
 * Reads one record. Quoted fields may hold separators, line ends and doubled quotes; a quote
 * inside an unquoted field, or after a closing quote not followed by a separator, is kept as a
 * character (the published files have a few). Returns null when the record may go on past the
 * end of `text` (unless `last`: then a quote left open is a malformed file).
 */
function parseRecord(
  text: string,
  start: number,
  separator: number,
  last: boolean,
  line: number,
): Parsed | null {
  const cells: string[] = [];
  const end = text.length;
  let pos = start;
  let newlines = 0;
  for (;;) {
    let value: string;
    if (text.charCodeAt(pos) === QUOTE) {
      let from = pos + 1;
      value = '';
      for (;;) {
        const close = text.indexOf('"', from);
        if (close === -1 || close + 1 >= end) {
          if (!last) return null;
          // The line the quote left open starts on.
          if (close === -1) throw malformed(line + lineEnds(text, start, pos));
          value += text.slice(from, close);
          pos = close + 1;
          break;
        }
        value += text.slice(from, close);
        const after = text.charCodeAt(close + 1);
        if (after === QUOTE) {
          value += '"';
          from = close + 2;
        } else if (after === separator || after === CR || after === LF) {
          pos = close + 1;
          break;
        } else {
          value += '"';
          from = close + 1;
        }
      }
      newlines += lineEnds(value, 0, value.length);
      // Anything between the closing quote and the separator stays with the value.
      let stop = pos;
      while (stop < end) {
        const code = text.charCodeAt(stop);
        if (code === separator || code === CR || code === LF) break;
        stop += 1;
      }
      if (stop > pos) value += text.slice(pos, stop);
      pos = stop;
    } else {
      let stop = pos;
      while (stop < end) {
        const code = text.charCodeAt(stop);
        if (code === separator || code === CR || code === LF) break;
        stop += 1;
      }
      value = text.slice(pos, stop);
      pos = stop;
    }
    cells.push(value);
    if (pos >= end) {
      if (!last) return null;
      return { cells, next: end, newlines };
    }
    const code = text.charCodeAt(pos);
    if (code === separator) {
      pos += 1;
      continue;
    }
    // A line end: \r\n, \n or \r.
    if (code === CR) {
      if (pos + 1 >= end && !last) return null;
      pos += text.charCodeAt(pos + 1) === LF ? 2 : 1;
    } else pos += 1;
    return { cells, next: pos, newlines: newlines + 1 };
  }
}

const isBlank = (cells: string[]) => cells.length === 1 && cells[0]!.trim() === '';

/**
 * The rows of a CSV read from text chunks, streamed: the separator from the first line (unless
 * given), quoted fields, blank lines skipped, the DOS end-of-file mark (`\x1a`, OFAC's files end
 * with it) dropped. A quote left open (a truncated file) fails naming its line. Written for
 * speed (a million-row CEIS): one pass over each chunk, a record cut by a chunk's end read again
 * with the next one.
 */
export async function* csvRows(
  text: AsyncIterable<string>,
  separator?: ';' | ',' | '\t',
): AsyncGenerator<CsvRow> {
  const iterator = text[Symbol.asyncIterator]();
  let buffer = '';
  let done = false;
  const more = async () => {
    const next = await iterator.next();
    if (next.done) done = true;
    else buffer += next.value.includes('\x1a') ? next.value.replaceAll('\x1a', '') : next.value;
  };
  while (!done && !/[\r\n]/.test(buffer) && buffer.length < HEAD_MAX_CHARS) await more();
  const sep = (separator ?? detectSeparator(buffer)).charCodeAt(0);
  let line = 1;
  let pos = 0;
  try {
    for (;;) {
      const parsed = parseRecord(buffer, pos, sep, done, line);
      if (!parsed) {
        if (buffer.length - pos > RECORD_MAX_CHARS) throw malformed(line);
        buffer = buffer.slice(pos);
        pos = 0;
        await more();
        continue;
      }
      line += parsed.newlines;
      pos = parsed.next;
      // The line a record ends on (the last line has no line end to count).
      const ends = parsed.newlines > 0 ? line - 1 : line;
      if (!isBlank(parsed.cells)) yield { cells: parsed.cells, line: ends };
      if (pos >= buffer.length) {
        if (done) return;
        buffer = '';
        pos = 0;
        await more();
        if (done && buffer === '') return;
      }
    }
  } finally {
    await iterator.return?.();
  }
}
