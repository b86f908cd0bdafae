/**
 * Reads an XLSX of statements laid out like the template (pure: bytes in, figures out). The
 * workbook's ZIP guard runs first; a problem with the whole file — not a workbook, empty,
 * a wrong first column, a year written as text, a non-numeric amount, a negative amount where a
 * line cannot be negative, a repeated line — throws `StatementFileError` naming the row (the
 * import then keeps nothing); a row the template does not know is returned in `rejectedLines`.
 */
import {
  FISCAL_YEAR_MAX,
  FISCAL_YEAR_MIN,
  isSignedLine,
  type FinancialLineKey,
  type FinancialSubtotalKey,
} from '@lince/contracts';
import ExcelJS from 'exceljs';
import { plainCell, type RawCell } from '../../lib/spreadsheets/cells.ts';
import { assertSafeWorkbookZip, UnsafeWorkbookError } from '../../lib/spreadsheets/workbook-zip.ts';
import { AmountError, readAmountCents } from './amounts.ts';
import { FIRST_COLUMN_HEADER, isTypedLine, keyOfLabel, labelKey, rowLabel } from './labels.ts';
import { columnLetter } from './template.ts';

export const WORKBOOK_LIMITS = { maxBytes: 5 * 1024 * 1024, maxRows: 500, maxYears: 50 } as const;

export class StatementFileError extends Error {}

export interface ParsedYear {
  fiscalYear: number;
  lines: Partial<Record<FinancialLineKey, bigint>>;
  /** What the file's subtotal rows say (their cached results), to compare with the sums. */
  reported: Partial<Record<FinancialSubtotalKey, { row: number; cents: bigint }>>;
}

export interface ParsedWorkbook {
  years: ParsedYear[];
  rejectedLines: { row: number; message: string }[];
}

const cellText = (raw: RawCell) =>
  raw === null ? '' : raw instanceof Date ? raw.toISOString().slice(0, 10) : String(raw).trim();

async function loadSheet(bytes: Uint8Array): Promise<ExcelJS.Worksheet> {
  if (bytes.byteLength === 0) throw new StatementFileError('O arquivo está vazio.');
  try {
    await assertSafeWorkbookZip(bytes);
  } catch (error) {
    if (error instanceof UnsafeWorkbookError) throw new StatementFileError(error.message);
    throw error;
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes.slice().buffer);
  } catch {
    throw new StatementFileError('O arquivo não é uma planilha XLSX válida.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.actualRowCount === 0) throw new StatementFileError('A planilha está vazia.');
  if (sheet.rowCount > WORKBOOK_LIMITS.maxRows)
    throw new StatementFileError(
      `A planilha passa do limite de ${WORKBOOK_LIMITS.maxRows} linhas.`,
    );
  return sheet;
}

/** Row 1: "Conta" in A1, then one fiscal year per column (numbers, not text). */
function readYears(sheet: ExcelJS.Worksheet): Map<number, number> {
  const header = sheet.getRow(1);
  const first = cellText(plainCell(header.getCell(1).value));
  if (labelKey(first) !== labelKey(FIRST_COLUMN_HEADER))
    throw new StatementFileError(
      `Linha 1, coluna A: o modelo começa com “${FIRST_COLUMN_HEADER}”${first ? `, não “${first}”` : ''} (baixe o modelo e mantenha a primeira coluna).`,
    );
  const years = new Map<number, number>();
  const width = Math.min(sheet.columnCount, WORKBOOK_LIMITS.maxYears + 1);
  for (let column = 2; column <= width; column += 1) {
    const raw = plainCell(header.getCell(column).value);
    if (raw === null || cellText(raw) === '') continue;
    const where = `Linha 1, coluna ${columnLetter(column)}`;
    if (typeof raw === 'string')
      throw new StatementFileError(
        `${where}: o exercício “${raw.trim()}” está escrito como texto; digite o ano como número (ex.: 2024).`,
      );
    if (
      typeof raw !== 'number' ||
      !Number.isInteger(raw) ||
      raw < FISCAL_YEAR_MIN ||
      raw > FISCAL_YEAR_MAX
    )
      throw new StatementFileError(
        `${where}: exercício inválido “${cellText(raw)}” (use o ano, ex.: 2024).`,
      );
    if ([...years.values()].includes(raw))
      throw new StatementFileError(`${where}: o exercício ${raw} aparece duas vezes.`);
    years.set(column, raw);
  }
  if (years.size === 0)
    throw new StatementFileError('Linha 1: nenhum exercício (ano) a partir da coluna B.');
  return years;
}

export async function parseStatementWorkbook(bytes: Uint8Array): Promise<ParsedWorkbook> {
  const sheet = await loadSheet(bytes);
  const yearColumns = readYears(sheet);
  const years = new Map<number, ParsedYear>(
    [...yearColumns.values()].map((fiscalYear) => [
      fiscalYear,
      { fiscalYear, lines: {}, reported: {} },
    ]),
  );
  const rejectedLines: ParsedWorkbook['rejectedLines'] = [];
  const seen = new Map<string, number>();
  for (let number = 2; number <= sheet.rowCount; number += 1) {
    const row = sheet.getRow(number);
    const name = cellText(plainCell(row.getCell(1).value));
    const cells = [...yearColumns].map(([column, year]) => ({
      column,
      year,
      raw: plainCell(row.getCell(column).value),
    }));
    const filled = cells.filter(({ raw }) => raw !== null && cellText(raw) !== '');
    if (name === '') {
      if (filled.length > 0)
        rejectedLines.push({ row: number, message: 'Valores sem o nome da conta na coluna A.' });
      continue;
    }
    const key = keyOfLabel(name);
    if (!key) {
      rejectedLines.push({ row: number, message: `Conta desconhecida do modelo: “${name}”.` });
      continue;
    }
    const earlier = seen.get(key);
    if (earlier)
      throw new StatementFileError(
        `Linha ${number}: a conta “${rowLabel(key)}” aparece duas vezes (também na linha ${earlier}).`,
      );
    seen.set(key, number);
    for (const { column, year, raw } of cells) {
      let cents: bigint | null;
      try {
        cents = readAmountCents(raw);
      } catch (error) {
        if (!(error instanceof AmountError)) throw error;
        throw new StatementFileError(
          `Linha ${number} (${rowLabel(key)}), coluna ${columnLetter(column)}: ${error.message}.`,
        );
      }
      if (cents === null) continue;
      const target = years.get(year)!;
      if (!isTypedLine(key)) {
        target.reported[key] = { row: number, cents };
        continue;
      }
      if (cents < 0n && !isSignedLine(key))
        throw new StatementFileError(
          `Linha ${number} (${rowLabel(key)}), coluna ${columnLetter(column)}: o valor não pode ser negativo.`,
        );
      target.lines[key] = cents;
    }
  }
  return { years: [...years.values()].sort((a, b) => a.fiscalYear - b.fiscalYear), rejectedLines };
}
