import type { CellValue } from 'exceljs';

/** A cell as the sheet parsers read it. */
export type RawCell = string | number | boolean | Date | null;

/** A cell's value as the parsers read it: formulas give their result, rich text its text. */
export function plainCell(value: CellValue): RawCell {
  if (value === null || value === undefined) return null;
  if (
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    value instanceof Date
  ) {
    return value;
  }
  if ('formula' in value || 'sharedFormula' in value) {
    return plainCell((value.result ?? null) as CellValue);
  }
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return plainCell(value.text as CellValue);
  if ('error' in value) return value.error;
  return null;
}
