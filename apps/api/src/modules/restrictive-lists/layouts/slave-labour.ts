import type { ListLayout } from './layout.ts';
import {
  blankRecord,
  cellAt,
  detailsOf,
  documentKeys,
  headerKey,
  isoDate,
  orNull,
  stableKey,
} from './fields.ts';

/**
 * The Cadastro de Empregadores (trabalho análogo ao de escravo, Ministério do Trabalho), an XLSX
 * or CSV whose header comes below a few title rows and whose columns change names from one
 * edition to the next: found by their words — the employer ("Empregador") and the document
 * ("CNPJ/CPF"); the date of inclusion and the decision when present. A CPF may come whole.
 */
const findIndex = (keys: string[], test: (key: string) => boolean) => keys.findIndex(test);

export const slaveLabourLayout: ListLayout = {
  rowsBeforeHeader: 20,
  missingHeader:
    'Não foi encontrado o cabeçalho do Cadastro de Empregadores (as colunas "Empregador" e "CNPJ/CPF") nas primeiras linhas: confira se o arquivo é dessa lista.',
  header(cells) {
    const keys = cells.map(headerKey);
    const name = findIndex(keys, (k) => k === 'EMPREGADOR' || k.startsWith('EMPREGADOR'));
    const document = findIndex(keys, (k) => /\bCNPJ\b|\bCPF\b/.test(k));
    if (name < 0 || document < 0) return null;
    const included = findIndex(keys, (k) => k.includes('INCLUSAO'));
    const decision = findIndex(keys, (k) => k.includes('DECISAO'));
    const taken = new Set([name, document, included]);
    const others = cells.flatMap((header, i) =>
      taken.has(i) || header.trim() === '' ? [] : [{ header: header.trim(), i }],
    );
    return (row, line) => {
      const employer = cellAt(row, name);
      const printed = cellAt(row, document);
      if (employer === '' && printed === '') return null;
      const record = blankRecord(line, stableKey(printed, employer), employer);
      Object.assign(record, documentKeys(printed, null));
      record.category = 'Trabalho análogo ao de escravo';
      record.startDate = isoDate(cellAt(row, included), line, cells[included]?.trim() ?? '');
      record.legalBasis = orNull(cellAt(row, decision));
      record.details = detailsOf(row, others);
      return record;
    };
  },
};
