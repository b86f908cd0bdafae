import ExcelJS from 'exceljs';
import { plainCell, type RawCell } from '../../lib/spreadsheets/cells.ts';
import { assertSafeWorkbookZip, UnsafeWorkbookError } from '../../lib/spreadsheets/workbook-zip.ts';
import type { CsvRow } from './csv-rows.ts';
import { ListFileError } from './layouts/layout.ts';

/** A cell as text: a date as aaaa-mm-dd, a number without grouping. */
function cellText(value: RawCell): string {
  if (value === null) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

/**
 * The rows of a workbook's first sheet as text cells (the Cadastro de Empregadores, a few
 * thousand rows): the ZIP checked against bombs first, then read whole.
 */
export async function* xlsxRows(bytes: Uint8Array): AsyncGenerator<CsvRow> {
  try {
    await assertSafeWorkbookZip(bytes);
  } catch (error) {
    if (error instanceof UnsafeWorkbookError) throw new ListFileError(error.message);
    throw error;
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes.slice().buffer);
  } catch {
    throw new ListFileError('O arquivo não é uma planilha XLSX válida.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return;
  const width = sheet.columnCount;
  for (let number = 1; number <= sheet.rowCount; number += 1) {
    const row = sheet.getRow(number);
    const cells: string[] = [];
    for (let column = 1; column <= width; column += 1)
      cells.push(cellText(plainCell(row.getCell(column).value)).trim());
    if (cells.some((cell) => cell !== '')) yield { cells, line: number };
  }
}
