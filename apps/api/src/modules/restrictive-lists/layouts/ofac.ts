import { ListFileError, type RowReader } from './layout.ts';
import { blankRecord, cellAt, orNull } from './fields.ts';

/**
 * OFAC's SDN list as published in CSV: `sdn.csv` without a header (ent_num, name, type, program,
 * title, call_sign, vess_type, tonnage, grt, vess_flag, vess_owner, remarks; `-0-` is empty) and
 * `alt.csv` for the aliases (ent_num, alt_num, alt_type, alt_name, remarks). The record key is
 * the entry's number; names are screened by name alone (with the aliases).
 */
const SDN_COLUMNS = [
  'ent_num',
  'name',
  'type',
  'program',
  'title',
  'call_sign',
  'vess_type',
  'tonnage',
  'grt',
  'vess_flag',
  'vess_owner',
  'remarks',
] as const;

const value = (cells: string[], i: number) => {
  const text = cellAt(cells, i);
  return text === '-0-' ? '' : text;
};

function entryNumber(cells: string[], line: number, file: string, columns: number): string {
  const number = cellAt(cells, 0);
  if (cells.length < columns || !/^\d+$/.test(number))
    throw new ListFileError(
      `Linha ${line} do ${file}: esperadas ${columns} colunas começando pelo número da entrada (ent_num); confira se o arquivo é o ${file} do OFAC.`,
    );
  return number;
}

export const readSdnRow: RowReader = (cells, line) => {
  const entry = entryNumber(cells, line, 'sdn.csv', SDN_COLUMNS.length);
  const name = value(cells, 1);
  if (name === '')
    throw new ListFileError(`Linha ${line} do sdn.csv: a entrada ${entry} não tem nome.`);
  const record = blankRecord(line, entry, name);
  const type = value(cells, 2).toLowerCase();
  record.personKind = type === 'individual' ? 'PF' : type === '' ? 'PJ' : null;
  record.category = orNull(value(cells, 3));
  const details: Record<string, string> = {};
  for (let i = 2; i < SDN_COLUMNS.length; i += 1) {
    const text = value(cells, i);
    if (text !== '' && i !== 3) details[SDN_COLUMNS[i]!] = text;
  }
  record.details = Object.keys(details).length > 0 ? details : null;
  return record;
};

/** An alias of `alt.csv`: the entry it names and the name. */
export function readAltRow(cells: string[], line: number): { entry: string; name: string } | null {
  const entry = entryNumber(cells, line, 'alt.csv', 4);
  const name = value(cells, 3);
  return name === '' ? null : { entry, name };
}
