import type { ListLayout } from './layout.ts';
import {
  blankRecord,
  cellAt,
  detailsOf,
  documentKeys,
  findColumns,
  orNull,
  stableKey,
} from './fields.ts';

/** CEPIM: non-profits barred from agreements, one row per entity and agreement. */
const COLUMNS = {
  document: ['CNPJ ENTIDADE'],
  name: ['NOME ENTIDADE'],
  agreement: ['NÚMERO CONVÊNIO'],
  organ: ['ÓRGÃO CONCEDENTE'],
  reason: ['MOTIVO DO IMPEDIMENTO'],
} as const;

export const cepimLayout: ListLayout = {
  header(cells) {
    const { index, others } = findColumns(cells, COLUMNS, ['document', 'name'], 'CEPIM');
    const at = (row: string[], field: keyof typeof COLUMNS) => cellAt(row, index[field]);
    return (row, line) => {
      const name = at(row, 'name');
      const printed = at(row, 'document');
      if (name === '' && printed === '') return null;
      const record = blankRecord(line, stableKey(printed, at(row, 'agreement')), name);
      Object.assign(record, documentKeys(printed, 'PJ'));
      record.category = orNull(at(row, 'reason'));
      record.organ = orNull(at(row, 'organ'));
      record.process = orNull(at(row, 'agreement'));
      record.details = detailsOf(row, others);
      return record;
    };
  },
};
