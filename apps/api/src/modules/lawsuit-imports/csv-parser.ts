/**
 * Lawsuit CSV import: UTF-8 (with or without BOM) or Windows-1252, `;` or `,` separator,
 * quoted fields, the template header.
 */
import { CsvError } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import { sheetRows, type SheetLine } from './sheet-rows.ts';
import { LawsuitImportFileError, type LawsuitImportParse } from './types.ts';
import { detectSeparator } from '../../lib/spreadsheets/separator.ts';

export { detectSeparator };

/** UTF-8 when the bytes are valid UTF-8 (a BOM is dropped), otherwise Windows-1252. */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
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
