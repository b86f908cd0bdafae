/**
 * DataJud (CNJ public API) JSON import: `hits.hits[]._source`. The same CNJ number in several
 * degrees is one lawsuit: earliest filing, latest movement, subjects joined. Rejected
 * positions count the hits from 1.
 */
import { todayInBrazil } from '@lince/contracts/calendar';
import { CellError } from './cell-values.ts';
import { areaOfCourt } from './court-area.ts';
import { decodeText } from './csv-parser.ts';
import { readCnj } from './sheet-rows.ts';
import {
  IMPORT_LIMITS,
  LawsuitImportFileError,
  type LawsuitImportField,
  type LawsuitImportParse,
  type LawsuitImportRow,
} from './types.ts';

const NOT_DATAJUD = 'O arquivo não tem o formato DataJud (hits.hits[]._source).';

/**
 * What DataJud knows of a lawsuit: on a lawsuit already there the analyst's area, side, amounts,
 * risk and notes are kept.
 */
const DATAJUD_FIELDS: LawsuitImportField[] = [
  'court',
  'body',
  'class',
  'subjects',
  'filedAt',
  'phase',
  'lastMovementAt',
];

/** Where a degree code sends the lawsuit, as its phase. */
const DEGREES: Record<string, string> = {
  G1: '1º grau',
  G2: '2º grau',
  JE: 'Juizado Especial',
  TR: 'Turma Recursal',
  TRU: 'Turma Regional de Uniformização',
  TNU: 'Turma Nacional de Uniformização',
  SUP: 'Tribunal Superior',
};

interface DegreeRecord {
  cnjNumber: string;
  court: string | null;
  body: string | null;
  class: string | null;
  subjects: string[];
  degree: string | null;
  filedAt: string | null;
  lastMovementAt: string | null;
}

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const named = (value: unknown): string | null => text(record(value)?.nome);

/** An instant as its day in Brasília; exact midnight UTC is a date without time, kept as is. */
function brasiliaDay(instant: string): string {
  if (/T00:00:00(\.0+)?(Z|[+-]00:?00)$/.test(instant)) return instant.slice(0, 10);
  const at = new Date(instant);
  return Number.isNaN(at.getTime()) ? instant : todayInBrazil(at);
}

/** ISO (a UTC instant becomes the day in Brasília) or yyyyMMddHHmmss → yyyy-mm-dd. */
export function dataJudDay(value: unknown): string | null {
  const raw = text(value);
  if (!raw) return null;
  const compact = /^(\d{4})(\d{2})(\d{2})(\d{6})?$/.exec(raw);
  const candidate = compact
    ? `${compact[1]}-${compact[2]}-${compact[3]}`
    : /(Z|[+-]\d{2}:?\d{2})$/.test(raw)
      ? brasiliaDay(raw)
      : raw.slice(0, 10);
  const day = new Date(`${candidate}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== candidate) {
    throw new CellError(`Data inválida: “${raw}”`);
  }
  return candidate;
}

function subjectNames(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => (Array.isArray(item) ? subjectNames(item) : (named(item) ?? [])));
}

function degreeRecord(source: Record<string, unknown>): DegreeRecord {
  const movements = Array.isArray(source.movimentos) ? source.movimentos : [];
  const movementDays = movements
    .map((movement) => dataJudDay(record(movement)?.dataHora))
    .filter((day): day is string => day !== null);
  return {
    cnjNumber: readCnj(text(source.numeroProcesso) ?? ''),
    court: text(source.tribunal),
    body: named(source.orgaoJulgador),
    class: named(source.classe),
    subjects: subjectNames(source.assuntos),
    degree: text(source.grau),
    filedAt: dataJudDay(source.dataAjuizamento),
    lastMovementAt: movementDays.sort().at(-1) ?? null,
  };
}

const earliest = (a: string | null, b: string | null) => (a && b ? (a < b ? a : b) : (a ?? b));
const latest = (a: string | null, b: string | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/** Origin fields from the earliest-filed degree; phase from the degree that moved last. */
function lawsuitRow(degrees: DegreeRecord[]): LawsuitImportRow {
  const byFiling = [...degrees].sort((a, b) => (a.filedAt ?? '9').localeCompare(b.filedAt ?? '9'));
  const byMovement = [...degrees].sort((a, b) =>
    (b.lastMovementAt ?? '').localeCompare(a.lastMovementAt ?? ''),
  );
  const origin = byFiling[0]!;
  const current = byMovement[0]!;
  const codes = [...new Set(degrees.map((d) => d.degree).filter((d): d is string => d !== null))];
  return {
    cnjNumber: origin.cnjNumber,
    court: degrees.map((d) => d.court).find((c) => c !== null) ?? null,
    body: origin.body ?? current.body,
    class: origin.class ?? current.class,
    subjects: [...new Set(degrees.flatMap((d) => d.subjects))],
    area: areaOfCourt(
      origin.cnjNumber,
      [origin.body, ...degrees.map((d) => d.body)],
      origin.class ?? current.class,
    ),
    side: 'OUTRO',
    counterparty: null,
    claimValue: null,
    filedAt: degrees.map((d) => d.filedAt).reduce(earliest, null),
    status: 'ATIVO',
    phase: current.degree ? (DEGREES[current.degree] ?? current.degree) : null,
    lastMovementAt: degrees.map((d) => d.lastMovementAt).reduce(latest, null),
    risk: null,
    estimatedLoss: null,
    notes: codes.length > 0 ? `DataJud: ${codes.join(', ')}` : null,
    source: 'DATAJUD',
  };
}

export function parseDataJud(bytes: Uint8Array): LawsuitImportParse {
  let document: unknown;
  try {
    document = JSON.parse(decodeText(bytes).replace(/^\uFEFF/, ''));
  } catch {
    throw new LawsuitImportFileError('O arquivo não é um JSON válido.');
  }
  const hits = record(record(document)?.hits)?.hits;
  if (!Array.isArray(hits)) throw new LawsuitImportFileError(NOT_DATAJUD);
  if (hits.length > IMPORT_LIMITS.maxRows) {
    throw new LawsuitImportFileError(
      `O arquivo passa do limite de ${IMPORT_LIMITS.maxRows.toLocaleString('pt-BR')} processos.`,
      'LIMITE',
    );
  }
  const sources = hits.map((hit) => record(record(hit)?._source));
  if (sources.length > 0 && sources.every((source) => source === null)) {
    throw new LawsuitImportFileError(NOT_DATAJUD);
  }
  const groups = new Map<string, DegreeRecord[]>();
  const rejected: LawsuitImportParse['rejected'] = [];
  sources.forEach((source, index) => {
    try {
      if (!source) throw new CellError('Registro sem _source');
      const degree = degreeRecord(source);
      groups.set(degree.cnjNumber, [...(groups.get(degree.cnjNumber) ?? []), degree]);
    } catch (error) {
      if (!(error instanceof CellError)) throw error;
      rejected.push({ line: index + 1, message: error.message });
    }
  });
  return { rows: [...groups.values()].map(lawsuitRow), rejected, fields: DATAJUD_FIELDS };
}
