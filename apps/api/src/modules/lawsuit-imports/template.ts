/**
 * The lawsuit import template, as CSV (UTF-8 with BOM, `;`) and XLSX (bold header, one
 * example row, column widths) — the same header the parsers read.
 */
import { cnjCheckDigits } from '@lince/contracts/br/cnj';
import ExcelJS from 'exceljs';
import { TEMPLATE_COLUMNS, type TemplateColumn } from './types.ts';

const EXAMPLE_SEQUENCE = '0001234';
const EXAMPLE_CNJ = `${EXAMPLE_SEQUENCE}${cnjCheckDigits(EXAMPLE_SEQUENCE, '2021', '8', '26', '0100')}20218260100`;

/** The example line, as a user would type it in the CSV. */
const EXAMPLE: Record<TemplateColumn, string> = {
  numero_cnj: `${EXAMPLE_CNJ.slice(0, 7)}-${EXAMPLE_CNJ.slice(7, 9)}.2021.8.26.0100`,
  tribunal: 'TJSP',
  orgao_julgador: '1ª Vara Cível do Foro Central de São Paulo',
  classe: 'Procedimento Comum Cível',
  assuntos: 'Indenização por Dano Moral, Inadimplemento',
  area: 'CIVEL',
  polo: 'PASSIVO',
  parte_contraria: 'Fornecedora Exemplo Ltda.',
  valor_causa: '150.000,00',
  data_distribuicao: '15/03/2021',
  situacao: 'ATIVO',
  fase: 'Conhecimento',
  ultima_movimentacao: '02/10/2024',
  risco: 'POSSIVEL',
  perda_estimada: '45.000,00',
  observacoes: 'Linha de exemplo: substitua pelos seus processos.',
};

const WIDTHS: Partial<Record<TemplateColumn, number>> = {
  numero_cnj: 28,
  orgao_julgador: 40,
  classe: 28,
  assuntos: 40,
  parte_contraria: 32,
  observacoes: 48,
};

export function lawsuitTemplateCsv(): Uint8Array {
  const text = [TEMPLATE_COLUMNS.join(';'), TEMPLATE_COLUMNS.map((c) => EXAMPLE[c]).join(';')]
    .map((line) => `${line}\r\n`)
    .join('');
  return new TextEncoder().encode(`\uFEFF${text}`);
}

function isoDate(brazilian: string): Date {
  const [day, month, year] = brazilian.split('/').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

const amount = (brazilian: string) => Number(brazilian.replace(/\./g, '').replace(',', '.'));

export async function lawsuitTemplateXlsx(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Processos');
  sheet.columns = TEMPLATE_COLUMNS.map((column) => ({
    header: column,
    key: column,
    width: WIDTHS[column] ?? Math.max(14, column.length + 4),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.addRow({
    ...EXAMPLE,
    valor_causa: amount(EXAMPLE.valor_causa),
    perda_estimada: amount(EXAMPLE.perda_estimada),
    data_distribuicao: isoDate(EXAMPLE.data_distribuicao),
    ultima_movimentacao: isoDate(EXAMPLE.ultima_movimentacao),
  });
  for (const key of ['valor_causa', 'perda_estimada'] as const) {
    sheet.getColumn(key).numFmt = '#,##0.00';
  }
  for (const key of ['data_distribuicao', 'ultima_movimentacao'] as const) {
    sheet.getColumn(key).numFmt = 'dd/mm/yyyy';
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
