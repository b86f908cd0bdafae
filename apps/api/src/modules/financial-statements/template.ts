/**
 * The XLSX template of the statements: one sheet, column A the rows by name ("Conta" in A1),
 * row 1 the fiscal years from column B; subtotal rows hold formulas over the lines (the import
 * reads their cached results only to warn when they disagree with its own sums).
 */
import ExcelJS from 'exceljs';
import { SUBTOTAL_TERMS, STATEMENT_ROWS, signNoteOf, type StatementKey } from '@lince/contracts';
import { FIRST_COLUMN_HEADER, isTypedLine, rowLabel } from './labels.ts';

export const TEMPLATE_SHEET = 'Demonstrações';

/** Excel's column letters: 1 → A, 28 → AB. */
export function columnLetter(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** The template with the two fiscal years before `currentYear` as columns. */
export async function statementTemplateXlsx(currentYear: number): Promise<Uint8Array> {
  const years = [currentYear - 2, currentYear - 1];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(TEMPLATE_SHEET);
  sheet.getColumn(1).width = 58;
  sheet.getRow(1).values = [FIRST_COLUMN_HEADER, ...years];
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', xSplit: 1, ySplit: 1 }];
  const rowOf = new Map<StatementKey, number>(STATEMENT_ROWS.map((key, i) => [key, i + 2]));
  STATEMENT_ROWS.forEach((key, index) => {
    const row = sheet.getRow(index + 2);
    row.getCell(1).value = rowLabel(key);
    // The sign convention of a line that may be negative, as a note on its name.
    const signNote = isTypedLine(key) ? signNoteOf(key) : undefined;
    if (signNote) row.getCell(1).note = signNote;
    years.forEach((_, i) => {
      const column = columnLetter(i + 2);
      const cell = row.getCell(i + 2);
      cell.numFmt = '#,##0.00;-#,##0.00';
      if (!isTypedLine(key)) {
        const formula = SUBTOTAL_TERMS[key]
          .map(
            ([sign, term], n) => `${sign < 0 ? '-' : n > 0 ? '+' : ''}${column}${rowOf.get(term)}`,
          )
          .join('');
        cell.value = { formula };
      }
    });
    if (!isTypedLine(key)) row.font = { bold: true };
  });
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
