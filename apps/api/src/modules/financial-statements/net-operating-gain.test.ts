import type { FinancialAnalysis, FinancialStatement } from '@lince/contracts';
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
  postStatement,
  workbookOf,
} from './financial-statements.test-support.ts';

/**
 * Issue 26: in filings "despesas operacionais" is a net line; with other operating income, the
 * fair value of biological assets or equity-method results it is often a net gain. It is typed
 * negative and, subtracted, raises the operating result: SAMPLE_LINES with a net gain of 150
 * instead of an expense of 500 — LB 800, LO 950, EBITDA 1.010, LAIR 910, lucro líquido 850.
 */
const NET_GAIN = { ...SAMPLE_LINES, despesasOperacionais: '-150.00' };

let t: TestApp;
let admin: LoggedInUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loggedInUser(t, { companyId: (await createCompany(t.db)).id, role: 'ADMIN' });
});
afterAll(async () => {
  await t.close();
});

describe('a net operating gain (despesas operacionais negative)', () => {
  it('is accepted by the form, with every subtotal and ratio computed from it', async () => {
    const company = await createFinancialCompany(t, admin);
    const created = await postStatement(t, admin, company._id, 2023, NET_GAIN);
    expect(created.statusCode, created.body).toBe(201);
    expect(json<FinancialStatement>(created)).toMatchObject({
      lines: { despesasOperacionais: '-150.00' },
      subtotals: {
        lucroBruto: '800.00',
        lucroOperacional: '950.00',
        ebitda: '1010.00',
        lucroAntesIrCsll: '910.00',
        lucroLiquido: '850.00',
      },
    });
    const analysis = json<FinancialAnalysis>(
      await as(t, admin, 'GET', `/v1/financial-companies/${company._id}/analysis`),
    );
    expect(analysis.years[0]!.ratios).toMatchObject({
      margemEbitda: 0.5611, // 1.010 / 1.800
      margemLiquida: 0.4722, // 850 / 1.800
      roe: 1, // 850 / 850
      dividaLiquidaEbitda: 0.3267, // 330 / 1.010
    });
    // A line that cannot be negative still refuses it.
    const refused = await postStatement(t, admin, company._id, 2022, {
      ...NET_GAIN,
      custos: '-1.00',
    });
    expect(refused.statusCode).toBe(400);
  });

  it('is imported from a spreadsheet, written negative or in parentheses', async () => {
    const company = await createFinancialCompany(t, admin);
    const workbook = await workbookOf([
      ['Conta', 2022, 2023],
      ['Receita bruta', 2000, 2000],
      ['(-) Custos dos produtos e serviços vendidos', 1000, 1000],
      ['(-) Despesas operacionais', -150, '(150,00)'],
    ]);
    const response = await importFile(t, admin, company._id, workbook);
    expect(response.statusCode, response.body).toBe(200);
    const { items } = json<{ items: FinancialStatement[] }>(
      await as(t, admin, 'GET', `/v1/financial-companies/${company._id}/statements`),
    );
    expect(items.map((s) => [s.fiscalYear, s.subtotals.lucroOperacional])).toEqual([
      [2022, '1150.00'],
      [2023, '1150.00'],
    ]);
  });

  it('the template states the sign convention on the line', async () => {
    const template = await as(t, admin, 'GET', '/v1/financial-statements/template.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(template.rawPayload).buffer);
    const sheet = workbook.worksheets[0]!;
    const row = sheet
      .getColumn(1)
      .values.findIndex((value) => value === '(-) Despesas operacionais');
    const note = sheet.getCell(`A${row}`).note;
    const text = typeof note === 'string' ? note : note?.texts?.map((t) => t.text).join('');
    expect(text).toBe(
      'Líquidas das outras receitas operacionais: positivo é despesa; um ganho líquido entra negativo (ex.: -1.234,56).',
    );
  });
});
