/**
 * Turns the rows of a template-shaped sheet (CSV or XLSX) into lawsuit rows: the header is
 * matched by column name (any order, case and accents), a bad cell rejects only its line.
 */
import { cnjProblem } from '@lince/contracts/br/cnj';
import { onlyDigits } from '@lince/contracts/br/digits';
import {
  CellError,
  cellText,
  enumWord,
  optionalText,
  readAmount,
  readArea,
  readDate,
  readRisk,
  readSide,
  readStatus,
  readSubjects,
} from './cell-values.ts';
import type { RawCell } from '../../lib/spreadsheets/cells.ts';
import {
  IMPORT_LIMITS,
  LawsuitImportFileError,
  TEMPLATE_COLUMNS,
  type LawsuitImportParse,
  type LawsuitImportRow,
  type TemplateColumn,
} from './types.ts';

export interface SheetLine {
  /** As a spreadsheet user counts: the header is line 1. */
  line: number;
  cells: RawCell[];
}

type ColumnIndex = Record<TemplateColumn, number>;

export function indexHeader(header: RawCell[]): ColumnIndex {
  const names = header.map((cell) => enumWord(cellText(cell).replace(/^\uFEFF/, '')).toLowerCase());
  const missing = TEMPLATE_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length > 0) {
    throw new LawsuitImportFileError(
      `Cabeçalho inválido: ${missing.length === 1 ? 'falta a coluna' : 'faltam as colunas'} ${missing.join(', ')}. Baixe o modelo e use o mesmo cabeçalho.`,
      'CABECALHO',
    );
  }
  return Object.fromEntries(
    TEMPLATE_COLUMNS.map((column) => [column, names.indexOf(column)]),
  ) as ColumnIndex;
}

export function readCnj(raw: RawCell): string {
  const text = cellText(raw);
  if (text === '') throw new CellError('Número CNJ obrigatório');
  if (typeof raw === 'number') {
    throw new CellError(
      'Número CNJ gravado como número na planilha (perde dígitos): formate a coluna como texto',
    );
  }
  // Spaces a spreadsheet may leave inside are not part of the number.
  const compact = text.replace(/\s+/g, '');
  const problem = cnjProblem(compact);
  if (problem) {
    const reason = problem.replace(/^Número CNJ inválido: /, '').replace(/\.$/, '');
    throw new CellError(`Número CNJ inválido (“${text}”): ${reason}`);
  }
  return onlyDigits(compact);
}

function lineRow(
  cells: RawCell[],
  at: ColumnIndex,
  source: LawsuitImportRow['source'],
): { row: LawsuitImportRow | null; errors: string[] } {
  const errors: string[] = [];
  const cell = (column: TemplateColumn): RawCell => cells[at[column]] ?? null;
  const attempt = <T>(read: () => T): T | null => {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof CellError)) throw error;
      errors.push(error.message);
      return null;
    }
  };
  const row: LawsuitImportRow = {
    cnjNumber: attempt(() => readCnj(cell('numero_cnj'))) ?? '',
    court: optionalText(cell('tribunal')),
    body: optionalText(cell('orgao_julgador')),
    class: optionalText(cell('classe')),
    subjects: readSubjects(cell('assuntos')),
    area: attempt(() => readArea(cell('area'))) ?? 'OUTRO',
    side: attempt(() => readSide(cell('polo'))) ?? 'OUTRO',
    counterparty: optionalText(cell('parte_contraria')),
    claimValue: attempt(() => readAmount(cell('valor_causa'), 'Valor da causa inválido')),
    filedAt: attempt(() => readDate(cell('data_distribuicao'), 'Data de distribuição inválida')),
    status: attempt(() => readStatus(cell('situacao'))) ?? 'ATIVO',
    phase: optionalText(cell('fase')),
    lastMovementAt: attempt(() =>
      readDate(cell('ultima_movimentacao'), 'Data da última movimentação inválida'),
    ),
    risk: attempt(() => readRisk(cell('risco'))),
    estimatedLoss: attempt(() => readAmount(cell('perda_estimada'), 'Perda estimada inválida')),
    notes: optionalText(cell('observacoes')),
    source,
  };
  return { row: errors.length === 0 ? row : null, errors };
}

/** Maps the data lines (empty lines skipped); a CNJ number repeated in the file rejects the later line. */
export function sheetRows(
  header: RawCell[],
  lines: Iterable<SheetLine>,
  source: LawsuitImportRow['source'],
): LawsuitImportParse {
  const at = indexHeader(header);
  const result: LawsuitImportParse = { rows: [], rejected: [] };
  const seen = new Map<string, number>();
  let count = 0;
  for (const { line, cells } of lines) {
    if (cells.every((value) => cellText(value) === '')) continue;
    count += 1;
    if (count > IMPORT_LIMITS.maxRows) {
      throw new LawsuitImportFileError(
        `O arquivo passa do limite de ${IMPORT_LIMITS.maxRows.toLocaleString('pt-BR')} linhas.`,
        'LIMITE',
      );
    }
    const { row, errors } = lineRow(cells, at, source);
    const firstLine = row ? seen.get(row.cnjNumber) : undefined;
    if (row && firstLine !== undefined) {
      errors.push(`Número CNJ repetido (já na linha ${firstLine})`);
    }
    if (row && errors.length === 0) {
      seen.set(row.cnjNumber, line);
      result.rows.push(row);
    } else {
      result.rejected.push({ line, message: errors.join('; ') });
    }
  }
  return result;
}
