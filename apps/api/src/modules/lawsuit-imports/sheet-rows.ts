/**
 * Turns the rows of a template-shaped sheet (CSV or XLSX) into lawsuit rows: the header is
 * matched by column name (any order, case and accents), a bad cell rejects only its line. Only
 * the CNJ number is required — a lawyer's list is often that column alone, even without a header:
 * a missing column leaves its field unclassified (area and side OUTRO, risk null) on a new
 * lawsuit and untouched on one already there.
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
  TEMPLATE_FIELDS,
  type LawsuitImportField,
  type LawsuitImportParse,
  type LawsuitImportRow,
  type TemplateColumn,
} from './types.ts';

export interface SheetLine {
  /** As a spreadsheet user counts: the header is line 1. */
  line: number;
  cells: RawCell[];
}

/** Where each column of the file is; `numero_cnj` is always there. */
type ColumnIndex = Partial<Record<TemplateColumn, number>> & { numero_cnj: number };

/** Other names a lawyer's list gives the CNJ number column. */
const CNJ_HEADERS = new Set([
  'cnj',
  'numero',
  'numero_processo',
  'numero_do_processo',
  'processo',
  'n_processo',
  'no_processo',
  'n_do_processo',
]);

const headerName = (cell: RawCell) =>
  enumWord(cellText(cell).replace(/^\uFEFF/, ''))
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '');

export function indexHeader(header: RawCell[]): ColumnIndex {
  const names = header.map(headerName);
  const cnj = names.findIndex((name) => name === 'numero_cnj' || CNJ_HEADERS.has(name));
  if (cnj < 0) {
    throw new LawsuitImportFileError(
      'Cabeçalho inválido: falta a coluna numero_cnj (o número CNJ do processo); as outras colunas do modelo são opcionais. Baixe o modelo e use o mesmo cabeçalho.',
      'CABECALHO',
    );
  }
  const at: ColumnIndex = { numero_cnj: cnj };
  for (const column of TEMPLATE_COLUMNS) {
    const index = names.indexOf(column);
    if (column !== 'numero_cnj' && index >= 0) at[column] = index;
  }
  return at;
}

/** The fields the columns found fill. */
function fieldsOf(at: ColumnIndex): LawsuitImportField[] {
  return Object.entries(TEMPLATE_FIELDS)
    .filter(([column]) => at[column as TemplateColumn] !== undefined)
    .map(([, field]) => field);
}

/** A first line whose first cell is a valid CNJ number is data: the file has no header. */
function isHeaderless(header: RawCell[]): boolean {
  const first = header[0];
  if (first === undefined || typeof first !== 'string') return false;
  return (
    cnjProblem(
      cellText(first)
        .replace(/^\uFEFF/, '')
        .replace(/\s+/g, ''),
    ) === null
  );
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
  const cell = (column: TemplateColumn): RawCell => {
    const index = at[column];
    return index === undefined ? null : (cells[index] ?? null);
  };
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

/** The data lines, the first line among them when it is a CNJ number rather than a header. */
function* dataLines(header: RawCell[], lines: Iterable<SheetLine>): Generator<SheetLine> {
  if (isHeaderless(header)) yield { line: 1, cells: header };
  yield* lines;
}

/** Maps the data lines (empty lines skipped); a CNJ number repeated in the file rejects the later line. */
export function sheetRows(
  header: RawCell[],
  lines: Iterable<SheetLine>,
  source: LawsuitImportRow['source'],
): LawsuitImportParse {
  const at: ColumnIndex = isHeaderless(header) ? { numero_cnj: 0 } : indexHeader(header);
  const result: LawsuitImportParse = { rows: [], rejected: [], fields: fieldsOf(at) };
  const seen = new Map<string, number>();
  let count = 0;
  for (const { line, cells } of dataLines(header, lines)) {
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
