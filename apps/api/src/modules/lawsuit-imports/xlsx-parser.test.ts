import type ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { lineFields, validCnj, workbookBytes } from './files.test-support.ts';
import { zipOf } from '../../testing/document-files.ts';
import { TEMPLATE_COLUMNS } from './types.ts';
import { parseLawsuitXlsx } from './xlsx-parser.ts';

const zipBytes = async (files: Record<string, Buffer>) => new Uint8Array(await zipOf(files));

/** 60 MB of spaces in the sheet part: a few dozen kilobytes compressed. */
const BOMB_SIZE = 60 * 1024 * 1024;
const bombBytes = () =>
  zipBytes({
    'xl/workbook.xml': Buffer.from('<workbook/>'),
    'xl/worksheets/sheet1.xml': Buffer.alloc(BOMB_SIZE, 0x20),
  });

const at = (column: (typeof TEMPLATE_COLUMNS)[number]) => TEMPLATE_COLUMNS.indexOf(column);

describe('parseLawsuitXlsx', () => {
  it('reads numbers, dates, formula results, rich text and typed strings from the first sheet', async () => {
    const typed: ExcelJS.CellValue[] = lineFields(1);
    typed[at('valor_causa')] = 1234.56;
    typed[at('perda_estimada')] = { formula: 'F1*0', result: 617.28 } as ExcelJS.CellFormulaValue;
    typed[at('data_distribuicao')] = new Date(Date.UTC(2021, 2, 15));
    typed[at('ultima_movimentacao')] = 45567; // Excel serial day, no date format: 2024-10-02
    typed[at('area')] = { richText: [{ text: 'Traba' }, { text: 'lhista', font: { bold: true } }] };
    typed[at('risco')] = {
      formula: 'UPPER("remota")',
      result: 'REMOTA',
    } as ExcelJS.CellFormulaValue;
    const asText: ExcelJS.CellValue[] = lineFields(2, { valor_causa: '2.000,00' });
    const result = await parseLawsuitXlsx(await workbookBytes([typed, [], asText]));
    expect(result.rejected).toEqual([]);
    expect(result.rows).toHaveLength(2);
    expect(result.rows[0]).toMatchObject({
      cnjNumber: validCnj(1),
      claimValue: '1234.56',
      estimatedLoss: '617.28',
      filedAt: '2021-03-15',
      lastMovementAt: '2024-10-02',
      area: 'TRABALHISTA',
      risk: 'REMOTA',
      subjects: ['Indenização por Dano Moral', 'Contratos'],
      source: 'XLSX',
    });
    expect(result.rows[1]).toMatchObject({ cnjNumber: validCnj(2), claimValue: '2000.00' });
  });

  it('rejects only the bad rows, numbered as the spreadsheet shows them', async () => {
    const result = await parseLawsuitXlsx(
      await workbookBytes([
        lineFields(1),
        lineFields(2, { polo: 'lateral' }),
        lineFields(3, { numero_cnj: '123' }),
        [12345678901234567000, ...lineFields(4).slice(1)],
      ]),
    );
    expect(result.rows.map((r) => r.cnjNumber)).toEqual([validCnj(1)]);
    expect(result.rejected).toEqual([
      { line: 3, message: expect.stringContaining('Polo desconhecido: “lateral”') },
      {
        line: 4,
        message: expect.stringContaining(
          'Número CNJ inválido (“123”): use NNNNNNN-DD.AAAA.J.TR.OOOO',
        ),
      },
      { line: 5, message: expect.stringContaining('Número CNJ gravado como número') },
    ]);
  });

  it('refuses a header without the CNJ number column', async () => {
    const header = TEMPLATE_COLUMNS.filter((c) => c !== 'numero_cnj');
    await expect(parseLawsuitXlsx(await workbookBytes([], header))).rejects.toThrow(
      'Cabeçalho inválido: falta a coluna numero_cnj (o número CNJ do processo)',
    );
  });

  it('refuses a renamed PDF and a ZIP that is not a workbook', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
    await expect(parseLawsuitXlsx(pdf)).rejects.toThrow(
      'O arquivo não é uma planilha XLSX válida.',
    );
    const zip = await zipBytes({ 'leia-me.txt': Buffer.from('olá') });
    await expect(parseLawsuitXlsx(zip)).rejects.toThrow(
      'O arquivo não é uma planilha XLSX válida.',
    );
  });

  it('refuses a ZIP bomb from its declared sizes, before inflating it', async () => {
    const bomb = await bombBytes();
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    await expect(parseLawsuitXlsx(bomb)).rejects.toThrow(
      'A planilha descompactada passa do limite de 50 MB.',
    );
  });

  it('refuses a ZIP bomb whose directory lies about its sizes, stopping the inflation', async () => {
    const honest = await bombBytes();
    const lying = Buffer.from(honest);
    // Rewrite every declared uncompressed size (local headers at +22, central directory at +24).
    for (let at = 0; at + 4 <= lying.length; at += 1) {
      const signature = lying.readUInt32LE(at);
      const sizeAt = signature === 0x04034b50 ? at + 22 : signature === 0x02014b50 ? at + 24 : -1;
      if (sizeAt > 0 && lying.readUInt32LE(sizeAt) === BOMB_SIZE) lying.writeUInt32LE(1000, sizeAt);
    }
    expect(lying.equals(Buffer.from(honest))).toBe(false);
    await expect(parseLawsuitXlsx(new Uint8Array(lying))).rejects.toThrow(
      'A planilha descompactada passa do limite de 50 MB.',
    );
  });

  it('refuses a sheet past 20,000 rows', async () => {
    const rows = Array.from({ length: 20_001 }, (_v, n): ExcelJS.CellValue[] => [String(n)]);
    await expect(parseLawsuitXlsx(await workbookBytes(rows))).rejects.toThrow(
      'A planilha passa do limite de 20.000 linhas.',
    );
  }, 30_000);

  // Its time is measured by `BENCH_ONLY=lawsuit-import npm run bench` (budget: 10 s to CONCLUIDO),
  // not here: a timed test fails on a loaded machine.
  it('parses a 5,000-row workbook whole', async () => {
    const rows: ExcelJS.CellValue[][] = [];
    for (let n = 1; n <= 5000; n += 1) {
      const row: ExcelJS.CellValue[] = lineFields(n);
      row[at('valor_causa')] = n * 10.5;
      row[at('data_distribuicao')] = new Date(Date.UTC(2020, 0, 1 + (n % 365)));
      rows.push(row);
    }
    const bytes = await workbookBytes(rows);
    const result = await parseLawsuitXlsx(bytes);
    expect(result.rejected).toEqual([]);
    expect(result.rows).toHaveLength(5000);
    expect(result.rows[4999]).toMatchObject({ cnjNumber: validCnj(5000), claimValue: '52500.00' });
  }, 60_000);
});
