/**
 * Lawsuit XLSX import: the first sheet, the template header, cells as numbers, dates,
 * formatted strings or formula results.
 */
import ExcelJS from 'exceljs';
import { plainCell, type RawCell } from '../../lib/spreadsheets/cells.ts';
import { assertSafeWorkbookZip, UnsafeWorkbookError } from '../../lib/spreadsheets/workbook-zip.ts';
import { sheetRows, type SheetLine } from './sheet-rows.ts';
import { IMPORT_LIMITS, LawsuitImportFileError, type LawsuitImportParse } from './types.ts';

function rowCells(row: ExcelJS.Row, width: number): RawCell[] {
  const cells: RawCell[] = [];
  for (let column = 1; column <= width; column += 1)
    cells.push(plainCell(row.getCell(column).value));
  return cells;
}

export async function parseLawsuitXlsx(bytes: Uint8Array): Promise<LawsuitImportParse> {
  try {
    await assertSafeWorkbookZip(bytes);
  } catch (error) {
    if (error instanceof UnsafeWorkbookError)
      throw new LawsuitImportFileError(error.message, error.reason);
    throw error;
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes.slice().buffer);
  } catch {
    throw new LawsuitImportFileError('O arquivo não é uma planilha XLSX válida.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.rowCount === 0) {
    throw new LawsuitImportFileError('A planilha está vazia.');
  }
  if (sheet.rowCount > IMPORT_LIMITS.maxRows + 1) {
    throw new LawsuitImportFileError(
      `A planilha passa do limite de ${IMPORT_LIMITS.maxRows.toLocaleString('pt-BR')} linhas.`,
      'LIMITE',
    );
  }
  const width = sheet.columnCount;
  const header = rowCells(sheet.getRow(1), width);
  function* lines(): Generator<SheetLine> {
    for (let number = 2; number <= sheet!.rowCount; number += 1) {
      yield { line: number, cells: rowCells(sheet!.getRow(number), width) };
    }
  }
  return sheetRows(header, lines(), 'XLSX');
}
