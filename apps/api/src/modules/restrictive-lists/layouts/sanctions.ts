import { ListFileError, type ListLayout } from './layout.ts';
import {
  blankRecord,
  cellAt,
  detailsOf,
  documentKeys,
  findColumns,
  headerKey,
  isoDate,
  orNull,
  personKindOf,
  stableKey,
} from './fields.ts';

/**
 * CEIS and CNEP as the Portal da Transparência publishes them (`AAAAMMDD_CEIS.csv`): read by
 * column name — older files lack some columns; CNEP adds "VALOR DA MULTA". A person's CPF comes
 * masked, a company's CNPJ whole. The record key is the sanction's code.
 */
const COLUMNS = {
  document: ['CPF OU CNPJ DO SANCIONADO'],
  name: ['NOME DO SANCIONADO'],
  code: ['CÓDIGO DA SANÇÃO'],
  kind: ['TIPO DE PESSOA'],
  registry: ['CADASTRO'],
  informedName: ['NOME INFORMADO PELO ÓRGÃO SANCIONADOR'],
  corporateName: ['RAZÃO SOCIAL - CADASTRO RECEITA'],
  process: ['NÚMERO DO PROCESSO'],
  category: ['CATEGORIA DA SANÇÃO'],
  fine: ['VALOR DA MULTA'],
  start: ['DATA INÍCIO SANÇÃO'],
  end: ['DATA FINAL SANÇÃO'],
  organ: ['ÓRGÃO SANCIONADOR'],
  legalBasis: ['FUNDAMENTAÇÃO LEGAL'],
} as const;

export function sanctionsLayout(list: 'CEIS' | 'CNEP'): ListLayout {
  return {
    header(cells) {
      const { index, headers, others } = findColumns(cells, COLUMNS, ['document', 'name'], list);
      const at = (row: string[], field: keyof typeof COLUMNS) => cellAt(row, index[field]);
      return (row, line) => {
        const registry = at(row, 'registry');
        if (registry !== '' && headerKey(registry) !== list)
          throw new ListFileError(
            `Linha ${line}: o registro é do cadastro "${registry}", não do ${list}: confira se o arquivo é dessa lista.`,
          );
        const name = at(row, 'name') || at(row, 'informedName') || at(row, 'corporateName');
        const printed = at(row, 'document');
        if (name === '' && printed === '') return null;
        const record = blankRecord(
          line,
          at(row, 'code') || stableKey(printed, name, at(row, 'process'), at(row, 'start')),
          name,
        );
        Object.assign(record, documentKeys(printed, personKindOf(at(row, 'kind'))));
        record.category = orNull(at(row, 'category'));
        record.startDate = isoDate(at(row, 'start'), line, headers[index.start]!);
        record.endDate = isoDate(at(row, 'end'), line, headers[index.end]!);
        record.organ = orNull(at(row, 'organ'));
        record.legalBasis = orNull(at(row, 'legalBasis'));
        record.process = orNull(at(row, 'process'));
        record.fine = orNull(at(row, 'fine'));
        record.details = detailsOf(row, others);
        return record;
      };
    },
  };
}
