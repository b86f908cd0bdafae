import type { ListLayout } from './layout.ts';
import {
  blankRecord,
  cellAt,
  detailsOf,
  documentKeys,
  findColumns,
  isoDate,
  orNull,
  stableKey,
} from './fields.ts';

/**
 * PEP (CGU): one row per office held, the CPF masked. A person stays politically exposed until
 * the end of the "carência" after leaving office: that is the record's end date (the end of the
 * office when the file has no carência; none while in office).
 */
const COLUMNS = {
  document: ['CPF'],
  name: ['Nome_PEP'],
  acronym: ['Sigla_Função'],
  role: ['Descrição_Função'],
  level: ['Nível_Função'],
  organ: ['Nome_Órgão'],
  start: ['Data_Início_Exercício'],
  officeEnd: ['Data_Fim_Exercício'],
  graceEnd: ['Data_Fim_Carência'],
} as const;

export const pepLayout: ListLayout = {
  header(cells) {
    const { index, headers, others } = findColumns(cells, COLUMNS, ['document', 'name'], 'PEP');
    const at = (row: string[], field: keyof typeof COLUMNS) => cellAt(row, index[field]);
    const date = (row: string[], field: 'start' | 'officeEnd' | 'graceEnd', line: number) =>
      isoDate(at(row, field), line, headers[index[field]] ?? COLUMNS[field][0]);
    return (row, line) => {
      const name = at(row, 'name');
      const printed = at(row, 'document');
      if (name === '' && printed === '') return null;
      const start = date(row, 'start', line);
      const officeEnd = date(row, 'officeEnd', line);
      const graceEnd = date(row, 'graceEnd', line);
      const record = blankRecord(
        line,
        stableKey(
          printed,
          name,
          at(row, 'acronym'),
          at(row, 'role'),
          at(row, 'organ'),
          start ?? '',
        ),
        name,
      );
      Object.assign(record, documentKeys(printed, 'PF'));
      record.category = orNull(at(row, 'role'));
      record.organ = orNull(at(row, 'organ'));
      record.startDate = start;
      record.endDate = graceEnd ?? officeEnd;
      record.details = detailsOf(row, others);
      return record;
    };
  },
};
