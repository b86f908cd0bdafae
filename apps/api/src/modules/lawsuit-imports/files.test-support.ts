/** Builders of import files for the tests (valid CNJ numbers, template-shaped lines, files). */
import { cnjCheckDigits } from '@lince/contracts/br/cnj';
import ExcelJS from 'exceljs';
import { TEMPLATE_COLUMNS } from './types.ts';

/** A valid 20-digit CNJ number for sequence `n` in the São Paulo state court (8.26). */
export function validCnj(n: number, year = 2021): string {
  const sequence = String(n).padStart(7, '0');
  const digits = cnjCheckDigits(sequence, String(year), '8', '26', '0100');
  return `${sequence}${digits}${year}8260100`;
}

export const CSV_HEADER = TEMPLATE_COLUMNS.join(';');

/** The cells of one template line, overriding some columns. */
export function lineFields(n: number, overrides: Partial<Record<string, string>> = {}): string[] {
  const base: Record<string, string> = {
    numero_cnj: validCnj(n),
    tribunal: 'TJSP',
    orgao_julgador: '1ª Vara Cível de São Paulo',
    classe: 'Procedimento Comum Cível',
    assuntos: 'Indenização por Dano Moral, Contratos',
    area: 'Cível',
    polo: 'Passivo',
    parte_contraria: 'João da Conceição',
    valor_causa: '1.234,56',
    data_distribuicao: '15/03/2021',
    situacao: 'ativo',
    fase: 'Conhecimento',
    ultima_movimentacao: '02/10/2024',
    risco: 'Provável',
    perda_estimada: '1.000,00',
    observacoes: 'Ação de cobrança',
  };
  return TEMPLATE_COLUMNS.map((column) => overrides[column] ?? base[column] ?? '');
}

/** One template line with `;`, overriding some columns. */
export function csvLine(n: number, overrides: Partial<Record<string, string>> = {}): string {
  return lineFields(n, overrides).join(';');
}

/** A CSV file: the template header, then `lines`, CRLF-terminated. */
export const csvText = (...lines: string[]) => [CSV_HEADER, ...lines].join('\r\n') + '\r\n';

/** A workbook whose first sheet holds `header` and `rows` (and a second sheet, ignored). */
export async function workbookBytes(
  rows: ExcelJS.CellValue[][],
  header: string[] = [...TEMPLATE_COLUMNS],
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Processos');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  workbook.addWorksheet('Outra').addRow(['ignorada']);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

export const jsonBytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

/** A DataJud search answer with these `_source`s. */
export const dataJudHits = (...sources: unknown[]) => ({
  took: 3,
  hits: {
    total: { value: sources.length },
    hits: sources.map((_source) => ({ _index: 'api_publica_tjsp', _source })),
  },
});
