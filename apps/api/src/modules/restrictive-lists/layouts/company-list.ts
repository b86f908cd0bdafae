import type { HeaderReader, ListLayout } from './layout.ts';
import { blankRecord, cellAt, documentKeys, headerKey, orNull, stableKey } from './fields.ts';
import { ListFileError } from './layout.ts';

/**
 * A client company's own list: a CSV of name; CPF/CNPJ; note. The header is optional (a first
 * row naming "nome" and "CPF/CNPJ" or "documento"); without one the columns are in that order.
 */
const isHeader = (keys: string[]) =>
  keys.some((k) => k.startsWith('NOME')) && keys.some((k) => /\bCPF\b|\bCNPJ\b|DOCUMENTO/.test(k));

export const companyListLayout: ListLayout = {
  header(cells) {
    const keys = cells.map(headerKey);
    const header = isHeader(keys);
    const name = header ? keys.findIndex((k) => k.startsWith('NOME')) : 0;
    const document = header ? keys.findIndex((k) => /\bCPF\b|\bCNPJ\b|DOCUMENTO/.test(k)) : 1;
    const noteAt = header
      ? keys.findIndex((k) => /OBSERV|NOTA|MOTIVO/.test(k))
      : cells.length > 2
        ? 2
        : -1;
    const read: HeaderReader = (row, at) => {
      const person = cellAt(row, name);
      const printed = cellAt(row, document);
      if (person === '' && printed === '') return null;
      if (person === '')
        throw new ListFileError(`Linha ${at}: falta o nome (a coluna "nome" é obrigatória).`);
      const record = blankRecord(at, stableKey(printed, person), person);
      Object.assign(record, documentKeys(printed, null));
      record.category = orNull(cellAt(row, noteAt));
      return record;
    };
    if (!header && cells.length < 2)
      throw new ListFileError(
        'O arquivo não tem as colunas da lista própria: nome; CPF/CNPJ; observação (separadas por ";").',
      );
    // Without a header, the first row is already a record.
    read.headerIsData = !header;
    return read;
  },
};
