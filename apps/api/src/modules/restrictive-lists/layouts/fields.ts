import { comparableName, maskedCpfDigits, normalizeCnpj } from '@lince/contracts';
import { createHash } from 'node:crypto';
import { ListFileError, type ListRecordInput } from './layout.ts';

/** A header compared without accents, case, punctuation and repeated spaces ("Data_Início" = "DATA INICIO"). */
export function headerKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

/**
 * The columns of a header row, found by name: each field's index (or -1 when the file lacks
 * it), the headers as printed, and the columns no field took (kept in `details`). The
 * `required` fields missing fail the import naming them.
 */
export function findColumns<N extends Record<string, readonly string[]>>(
  cells: string[],
  names: N,
  required: readonly (keyof N & string)[],
  listLabel: string,
) {
  type F = keyof N & string;
  const keys = cells.map(headerKey);
  const index = {} as Record<F, number>;
  for (const field of Object.keys(names) as F[])
    index[field] = keys.findIndex((key) => names[field]!.some((name) => headerKey(name) === key));
  const missing = required.filter((field) => index[field] < 0);
  if (missing.length > 0)
    throw new ListFileError(
      `O arquivo não tem ${missing.length > 1 ? 'as colunas' : 'a coluna'} ${missing
        .map((field) => `"${names[field]![0]}"`)
        .join(', ')}, do layout do ${listLabel}: confira se o arquivo é dessa lista.`,
    );
  const taken = new Set(Object.values<number>(index));
  const others = cells.flatMap((header, i) =>
    taken.has(i) || header.trim() === '' ? [] : [{ header: header.trim(), i }],
  );
  return { index, headers: cells.map((cell) => cell.trim()), others };
}

/** The cell of a column, trimmed; '' when the file lacks the column or the row is short. */
export const cellAt = (cells: string[], i: number): string =>
  i < 0 ? '' : (cells[i] ?? '').trim();

/** The other columns of a row that have a value, by header. */
export function detailsOf(
  cells: string[],
  others: readonly { header: string; i: number }[],
): Record<string, string> | null {
  let details: Record<string, string> | null = null;
  for (const { header, i } of others) {
    const value = cellAt(cells, i);
    if (value !== '' && value !== '-0-') (details ??= {})[header] = value;
  }
  return details;
}

const BR_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/;

/** dd/mm/aaaa (or aaaa-mm-dd) → aaaa-mm-dd; '' → null; anything else fails naming the row. */
export function isoDate(value: string, line: number, column: string): string | null {
  if (value === '' || value === '-' || /^sem informa/i.test(value)) return null;
  const br = BR_DATE.exec(value);
  const iso = br ? null : ISO_DATE.exec(value);
  const [y, m, d] = br
    ? [Number(br[3]), Number(br[2]), Number(br[1])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [0, 0, 0];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1000 || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    throw new ListFileError(`Linha ${line}: data inválida em "${column}" ("${value}").`);
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The keys of a document as printed: a masked CPF's visible digits, a whole CPF, a CNPJ and its root. */
export function documentKeys(
  printed: string,
  kind: 'PF' | 'PJ' | null,
): Pick<ListRecordInput, 'personKind' | 'document' | 'documentKey' | 'cnpjRoot' | 'cpfVisible'> {
  const document = printed === '' ? null : printed;
  const none = { document, documentKey: null, cnpjRoot: null, cpfVisible: null };
  if (printed === '') return { personKind: kind, ...none };
  const visible = maskedCpfDigits(printed);
  if (visible) return { ...none, personKind: 'PF', cpfVisible: visible };
  let key = normalizeCnpj(printed);
  // A spreadsheet's number loses the leading zeros: a CPF has 11 digits, a CNPJ 14.
  if (/^\d+$/.test(key) && key.length < 14)
    key = key.padStart(kind === 'PJ' || key.length > 11 ? 14 : 11, '0');
  if (/^\d{11}$/.test(key) && kind !== 'PJ') return { ...none, personKind: 'PF', documentKey: key };
  if (/^[0-9A-Z]{12}\d{2}$/.test(key))
    return { ...none, personKind: 'PJ', documentKey: key, cnpjRoot: key.slice(0, 8) };
  return { personKind: kind, ...none };
}

/** Física / Jurídica (CEIS, CNEP) → PF / PJ. */
export function personKindOf(value: string): 'PF' | 'PJ' | null {
  const key = headerKey(value);
  if (key.startsWith('F')) return 'PF';
  if (key.startsWith('J')) return 'PJ';
  return null;
}

/** A stable key of a record without a code of its own: a hash of its identifying columns. */
export function stableKey(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u001f')).digest('base64url').slice(0, 24);
}

/** The empty parts of a record, for layouts to fill in. */
export function blankRecord(rowNumber: number, recordKey: string, name: string): ListRecordInput {
  return {
    rowNumber,
    recordKey,
    personKind: null,
    document: null,
    documentKey: null,
    cnpjRoot: null,
    cpfVisible: null,
    name,
    nameKey: comparableName(name),
    category: null,
    startDate: null,
    endDate: null,
    organ: null,
    legalBasis: null,
    process: null,
    fine: null,
    details: null,
  };
}

/** '' → null. */
export const orNull = (value: string): string | null => (value === '' ? null : value);
