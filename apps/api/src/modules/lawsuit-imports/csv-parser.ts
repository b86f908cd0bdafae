/**
 * Lawsuit CSV import: UTF-8 (with or without BOM) or Windows-1252, `;` or `,` separator,
 * quoted fields, the template header.
 */
import { CsvError } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import { sheetRows, type SheetLine } from './sheet-rows.ts';
import { LawsuitImportFileError, type LawsuitImportParse } from './types.ts';

/** UTF-8 when the bytes are valid UTF-8 (a BOM is dropped), otherwise Windows-1252. */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The separator of the header line (outside quotes): `;` unless the line only has commas (or tabs). */
export function detectSeparator(text: string): ';' | ',' | '\t' {
  const counts = { ';': 0, ',': 0, '\t': 0 };
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch in counts) counts[ch as keyof typeof counts] += 1;
  }
  if (counts[';'] >= counts[','] && counts[';'] >= counts['\t']) return ';';
  return counts[','] >= counts['\t'] ? ',' : '\t';
}

function records(text: string): string[][] {
  try {
    return parse(text, {
      delimiter: detectSeparator(text),
      relax_column_count: true,
      relax_quotes: true,
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) {
      const at =
        'lines' in error && typeof error.lines === 'number' ? ` na linha ${error.lines}` : '';
      throw new LawsuitImportFileError(
        `Arquivo CSV malformado${at}: verifique as aspas dos campos.`,
        'FORMATO',
      );
    }
    throw error;
  }
}

export function parseLawsuitCsv(bytes: Uint8Array): LawsuitImportParse {
  const text = decodeText(bytes).replace(/^\uFEFF/, '');
  if (text.trim() === '') throw new LawsuitImportFileError('O arquivo CSV está vazio.', 'FORMATO');
  const [header = [], ...data] = records(text);
  function* lines(): Generator<SheetLine> {
    for (const [index, cells] of data.entries()) yield { line: index + 2, cells };
  }
  return sheetRows(header, lines(), 'CSV');
}
