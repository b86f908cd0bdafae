import type {
  FinancialAnalysis,
  FinancialImportResult,
  FinancialStatement,
} from '@lince/contracts';
import { createCompany } from '@lince/db/testing/index';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  json,
  loggedInUser,
  type LoggedInUser,
  type TestApp,
} from '../../testing/helpers.ts';
import { SAMPLE_LINES } from './figures.test-support.ts';
import {
  as,
  createFinancialCompany,
  importFile,
  workbookOf,
  type Cell,
} from './financial-statements.test-support.ts';

let t: TestApp;
let admin: LoggedInUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loggedInUser(t, { companyId: (await createCompany(t.db)).id, role: 'ADMIN' });
});
afterAll(async () => {
  await t.close();
});

const statementsOf = async (id: string) =>
  json<{ items: FinancialStatement[] }>(
    await as(t, admin, 'GET', `/v1/financial-companies/${id}/statements`),
  ).items;

/** The template's line names with 2024 and 2025 amounts. */
function twoYears(): Cell[][] {
  return [
    ['Conta', 2024, 2025],
    ['Disponibilidades', 100, { formula: 'B3+B4', result: 120 }], // a formula: its cached result
    ['Clientes', 200, 100],
    ['Estoques', '150,00', 20], // text as a Brazilian writes it
    ['Outros ativos circulantes', 50, 0],
    [
      'Ativo circulante (total)',
      { formula: 'SUM(B2:B5)', result: 500 },
      { formula: 'SUM(C2:C5)', result: 999 },
    ],
    ['realizavel a longo prazo', 300, 0], // case and accents do not matter
    ['Imobilizado', 500, 1000],
    ['Investimentos', 100, null],
    ['Intangível', 100, null],
    ['Fornecedores', 120, 240],
    ['Empréstimos e financiamentos de curto prazo', 80, null],
    ['Obrigações fiscais e trabalhistas', 40, null],
    ['Outros passivos circulantes', 10, null],
    ['Empréstimos e financiamentos de longo prazo', 350, null],
    ['Outros passivos não circulantes', 50, null],
    ['Patrimônio líquido', 850, 1000],
    ['Receita bruta', 2000, 2500.5],
    ['(-) Deduções da receita bruta', 200, 0],
    ['(-) Custos dos produtos e serviços vendidos', 1000, null],
    ['(-) Despesas operacionais', 500, null],
    ['Depreciação e amortização (incluída em custos e despesas)', 60, null],
    ['Resultado financeiro', '(40,00)', null], // a negative in parentheses
    ['(-) IR e CSLL', 60, null],
    ['Ebitda ajustado', 1, 2], // not a line of the template
    [null, null, null],
  ];
}

describe('XLSX import', () => {
  it('imports several years (formulas, formatted numbers), reports unknown lines and the balance warning, re-imports in place', async () => {
    const company = await createFinancialCompany(t, admin);
    const file = await workbookOf(twoYears(), { '18:3': '#,##0.00', '2:2': 'R$ #,##0.00' });
    const response = await importFile(t, admin, company._id, file);
    expect(response.statusCode, response.body).toBe(200);
    const result = json<FinancialImportResult>(response);
    expect(result.years).toEqual([2024, 2025]);
    expect(result.rejectedLines).toEqual([
      { row: 25, message: 'Conta desconhecida do modelo: “Ebitda ajustado”.' },
    ]);
    // 2025: AC 120 + 100 + 20 = 240 (the file says 999), ANC 1.000, ativo 1.240; passivo 240 + PL 1.000.
    expect(result.warnings).toEqual([
      {
        fiscalYear: 2025,
        message:
          'Linha 6 (Ativo circulante (total)): a planilha informa R$ 999,00, a soma das contas dá R$ 240,00; vale a soma.',
      },
    ]);
    const [y2024, y2025] = await statementsOf(company._id);
    expect(y2024).toMatchObject({
      fiscalYear: 2024,
      periodType: 'ANUAL',
      source: 'XLSX',
      sourceFile: 'demonstracoes.xlsx',
      lines: SAMPLE_LINES,
    });
    expect(y2025!.lines).toMatchObject({
      disponibilidades: '120.00',
      receitaBruta: '2500.50',
      custos: '0.00',
    });
    expect(y2025!.balanceWarning).toBeNull();

    // Again, with 2025's PL off by 10: the same two statements, updated, and the balance warning.
    const rows = twoYears();
    rows[16] = ['Patrimônio líquido', 850, 990];
    rows[5] = ['Ativo circulante (total)', null, null];
    const again = json<FinancialImportResult>(
      await importFile(t, admin, company._id, await workbookOf(rows)),
    );
    expect(again.warnings).toEqual([
      {
        fiscalYear: 2025,
        message:
          'O ativo total (R$ 1.240,00) difere do passivo + patrimônio líquido (R$ 1.230,00) em R$ 10,00.',
      },
    ]);
    const after = await statementsOf(company._id);
    expect(after.map((s) => s._id)).toEqual([y2024!._id, y2025!._id]);
    expect(after[1]!.balanceDifference).toBe('10.00');
    const analysis = json<FinancialAnalysis>(
      await as(t, admin, 'GET', `/v1/financial-companies/${company._id}/analysis`),
    );
    expect(analysis.years.map((y) => y.fiscalYear)).toEqual([2024, 2025]);
  });

  it('imports the downloaded template as it comes (formulas without results are ignored)', async () => {
    const company = await createFinancialCompany(t, admin);
    const template = await as(t, admin, 'GET', '/v1/financial-statements/template.xlsx');
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(template.rawPayload).buffer);
    expect(workbook.worksheets).toHaveLength(1);
    const sheet = workbook.worksheets[0]!;
    const year = new Date().getUTCFullYear();
    expect(sheet.getRow(1).values).toEqual([undefined, 'Conta', year - 2, year - 1]);
    expect(sheet.getCell('A2').value).toBe('Disponibilidades');
    expect(sheet.getCell('B6').value).toEqual({ formula: 'B2+B3+B4+B5' });
    sheet.getCell('B2').value = 1000;
    sheet.getCell('B22').value = 1000; // Patrimônio líquido
    const response = await importFile(
      t,
      admin,
      company._id,
      Buffer.from(await workbook.xlsx.writeBuffer()),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(json<FinancialImportResult>(response)).toEqual({
      years: [year - 2, year - 1],
      warnings: [],
      rejectedLines: [],
    });
  });

  it('refuses a bad file with the row named, keeping nothing', async () => {
    const company = await createFinancialCompany(t, admin);
    const good = twoYears();
    const cases: [string, Buffer, string][] = [
      ['empty file', Buffer.alloc(0), 'O arquivo está vazio.'],
      [
        'renamed PDF',
        Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF'),
        'O arquivo não é uma planilha XLSX válida nem um CSV de demonstrações da CVM',
      ],
      ['empty sheet', await workbookOf([]), 'A planilha está vazia.'],
      [
        'wrong first column',
        await workbookOf([['Descrição', 2024], ...good.slice(1)]),
        'Linha 1, coluna A: o modelo começa com “Conta”, não “Descrição”',
      ],
      [
        'year as text',
        await workbookOf([['Conta', 2024, '2025'], ...good.slice(1)]),
        'Linha 1, coluna C: o exercício “2025” está escrito como texto',
      ],
      [
        'non-numeric amount (late in the file: the first year was fine)',
        await workbookOf([
          ...good.slice(0, 19),
          ['(-) Custos dos produtos e serviços vendidos', 1000, 'mil'],
        ]),
        'Linha 20 ((-) Custos dos produtos e serviços vendidos), coluna C: valor não numérico “mil”.',
      ],
      [
        'negative amount on a line that cannot be',
        await workbookOf([...good.slice(0, 3), ['Estoques', -5, 0]]),
        'Linha 4 (Estoques), coluna B: o valor não pode ser negativo.',
      ],
      [
        'no year',
        await workbookOf([['Conta'], ['Estoques', 5]]),
        'Linha 1: nenhum exercício (ano) a partir da coluna B.',
      ],
      [
        'a line twice',
        await workbookOf([...good.slice(0, 4), ['ESTOQUES', 1, 1]]),
        'Linha 5: a conta “Estoques” aparece duas vezes (também na linha 4).',
      ],
    ];
    for (const [name, data, message] of cases) {
      const response = await importFile(t, admin, company._id, data);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(400);
      expect(response.json().error.message, name).toContain(message);
    }
    expect(await statementsOf(company._id)).toEqual([]);
  });

  it('needs the file as multipart in the field `file`; another company’s id is 404', async () => {
    const company = await createFinancialCompany(t, admin);
    const url = `/v1/financial-companies/${company._id}/statements/import`;
    expect((await as(t, admin, 'POST', url, {})).statusCode).toBe(415);
    const other = await loggedInUser(t, {
      companyId: (await createCompany(t.db)).id,
      role: 'ADMIN',
    });
    const foreign = await importFile(t, other, company._id, await workbookOf(twoYears()));
    expect(foreign.statusCode).toBe(404);
    expect(await statementsOf(company._id)).toEqual([]);
  });
});
