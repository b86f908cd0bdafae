import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parseLawsuitCsv } from './csv-parser.ts';
import { lawsuitTemplateCsv, lawsuitTemplateXlsx } from './template.ts';
import { TEMPLATE_COLUMNS } from './types.ts';
import { parseLawsuitXlsx } from './xlsx-parser.ts';

const exampleRow = {
  cnjNumber: expect.stringMatching(/^\d{7}\d{2}20218260100$/),
  court: 'TJSP',
  subjects: ['Indenização por Dano Moral', 'Inadimplemento'],
  area: 'CIVEL',
  side: 'PASSIVO',
  claimValue: '150000.00',
  filedAt: '2021-03-15',
  status: 'ATIVO',
  lastMovementAt: '2024-10-02',
  risk: 'POSSIVEL',
  estimatedLoss: '45000.00',
};

describe('lawsuit import template', () => {
  it('CSV: UTF-8 with BOM, `;`, the template header and an example line the parser accepts', () => {
    const bytes = lawsuitTemplateCsv();
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split('\r\n')[0]).toBe(TEMPLATE_COLUMNS.join(';'));
    const result = parseLawsuitCsv(bytes);
    expect(result.rejected).toEqual([]);
    expect(result.rows).toEqual([expect.objectContaining({ ...exampleRow, source: 'CSV' })]);
  });

  it('XLSX: bold header, widths, typed example row the parser accepts', async () => {
    const bytes = await lawsuitTemplateXlsx();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.slice().buffer);
    const sheet = workbook.worksheets[0]!;
    const header = sheet.getRow(1);
    expect(TEMPLATE_COLUMNS.map((_c, i) => header.getCell(i + 1).value)).toEqual([
      ...TEMPLATE_COLUMNS,
    ]);
    expect(header.getCell(1).font?.bold).toBe(true);
    expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual(20);
    expect(typeof sheet.getRow(2).getCell(9).value).toBe('number');
    expect(sheet.getRow(2).getCell(10).value).toBeInstanceOf(Date);
    const result = await parseLawsuitXlsx(bytes);
    expect(result.rejected).toEqual([]);
    expect(result.rows).toEqual([expect.objectContaining({ ...exampleRow, source: 'XLSX' })]);
  });
});
