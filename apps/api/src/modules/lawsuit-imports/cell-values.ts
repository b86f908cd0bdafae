/**
 * Reading one cell of an imported lawsuit sheet: Portuguese enum words (any case, with or
 * without accents), Brazilian amounts (1.234,56) and dates (dd/mm/aaaa), or the typed values
 * a workbook gives (numbers, dates, Excel serial days).
 */
import {
  LAWSUIT_AREAS,
  LAWSUIT_RISKS,
  LAWSUIT_SIDES,
  LAWSUIT_STATUSES,
  type LawsuitArea,
  type LawsuitRisk,
  type LawsuitSide,
  type LawsuitStatus,
} from '@lince/contracts/lawsuits';

import type { RawCell } from '../../lib/spreadsheets/cells.ts';

export class CellError extends Error {}

export function cellText(raw: RawCell): string {
  if (raw === null) return '';
  if (raw instanceof Date) return raw.toISOString().slice(0, 10);
  return String(raw).trim();
}

export function optionalText(raw: RawCell): string | null {
  const text = cellText(raw).replace(/\s+/g, ' ');
  return text === '' ? null : text;
}

/** Upper case, no accents, spaces and dashes as underscores: "Provável" → "PROVAVEL". */
export function enumWord(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
}

function enumReader<T extends string>(
  values: readonly T[],
  aliases: Record<string, T>,
  unknown: string,
): (raw: RawCell) => T | null {
  return (raw) => {
    const text = cellText(raw);
    if (text === '') return null;
    const word = enumWord(text);
    const found = (values as readonly string[]).includes(word) ? (word as T) : aliases[word];
    if (!found) throw new CellError(`${unknown}: “${text}” (use ${values.join(', ')})`);
    return found;
  };
}

export const readArea = enumReader<LawsuitArea>(
  LAWSUIT_AREAS,
  { OUTROS: 'OUTRO', CIVIL: 'CIVEL', PENAL: 'CRIMINAL', TRIBUTARIA: 'TRIBUTARIO' },
  'Área desconhecida',
);
export const readSide = enumReader<LawsuitSide>(
  LAWSUIT_SIDES,
  { AUTOR: 'ATIVO', REU: 'PASSIVO', OUTROS: 'OUTRO' },
  'Polo desconhecido',
);
export const readStatus = enumReader<LawsuitStatus>(
  LAWSUIT_STATUSES,
  { ATIVA: 'ATIVO', SUSPENSA: 'SUSPENSO', ARQUIVADA: 'ARQUIVADO', BAIXADA: 'BAIXADO' },
  'Situação desconhecida',
);
export const readRisk = enumReader<LawsuitRisk>(
  LAWSUIT_RISKS,
  { REMOTO: 'REMOTA', PROVAVEIS: 'PROVAVEL' },
  'Risco desconhecido',
);

/** "1.234,56", "1234,56", "1234.56", "R$ 1.234" or a number → "1234.56"; empty → null. */
export function readAmount(raw: RawCell, invalid: string): string | null {
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw) || raw < 0) throw new CellError(`${invalid}: ${raw}`);
    return raw.toFixed(2);
  }
  const text = cellText(raw);
  if (text === '') return null;
  const compact = text.replace(/^R\$/i, '').replace(/\s/g, '');
  let normalized: string | null = null;
  if (/^\d{1,3}(\.\d{3})*(,\d{1,2})?$/.test(compact) || /^\d+(,\d{1,2})?$/.test(compact)) {
    normalized = compact.replace(/\./g, '').replace(',', '.');
  } else if (/^\d+\.\d{1,2}$/.test(compact)) {
    normalized = compact;
  }
  if (normalized === null) {
    throw new CellError(`${invalid}: “${text}” (use 1.234,56)`);
  }
  const [whole = '0', cents = ''] = normalized.split('.');
  return `${whole.replace(/^0+(?=\d)/, '')}.${cents.padEnd(2, '0')}`;
}

const EXCEL_EPOCH_UTC = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    year < 1900 ||
    year > 2999 ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  return date.toISOString().slice(0, 10);
}

/** dd/mm/aaaa, aaaa-mm-dd, a workbook date or an Excel serial day → yyyy-mm-dd; empty → null. */
export function readDate(raw: RawCell, invalid: string): string | null {
  if (raw instanceof Date) {
    if (Number.isNaN(raw.getTime())) throw new CellError(invalid);
    return raw.toISOString().slice(0, 10);
  }
  if (typeof raw === 'number') {
    const day = Number.isInteger(raw) && raw > 0 ? new Date(EXCEL_EPOCH_UTC + raw * DAY_MS) : null;
    const iso = day ? isoDay(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()) : null;
    if (!iso) throw new CellError(`${invalid}: ${raw}`);
    return iso;
  }
  const text = cellText(raw);
  if (text === '') return null;
  const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const result = br
    ? isoDay(Number(br[3]), Number(br[2]), Number(br[1]))
    : iso
      ? isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]))
      : null;
  if (!result) throw new CellError(`${invalid}: “${text}” (use dd/mm/aaaa)`);
  return result;
}

/** "Dano moral, Horas extras | Férias" → ["Dano moral", "Horas extras", "Férias"]. */
export function readSubjects(raw: RawCell): string[] {
  const unique = new Set(
    cellText(raw)
      .split(/[|;,\n]/)
      .map((subject) => subject.trim().replace(/\s+/g, ' '))
      .filter((subject) => subject !== ''),
  );
  return [...unique];
}
