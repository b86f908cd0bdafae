import type { FinancialAnalysis, FinancialStatement } from '@lince/contracts';
import { activities, eq } from '@lince/db';
import { createCompany } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  json,
  loggedInUser,
  type LoggedInUser,
  type TestApp,
} from '../../testing/helpers.ts';
import { SAMPLE_LINES, SAMPLE_RATIOS } from './figures.test-support.ts';
import { as, createFinancialCompany, postStatement } from './financial-statements.test-support.ts';

let t: TestApp;
let admin: LoggedInUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loggedInUser(t, { companyId: (await createCompany(t.db)).id, role: 'ADMIN' });
});
afterAll(async () => {
  await t.close();
});

const call = (...args: Parameters<typeof as> extends [unknown, ...infer R] ? R : never) =>
  as(t, ...args);

describe('statements by form', () => {
  it('creates with computed subtotals, warns when the balance does not close, refuses a negative where a line cannot be, 409 for a second annual statement', async () => {
    const company = await createFinancialCompany(t, admin);
    const created = await postStatement(t, admin, company._id, 2024, SAMPLE_LINES);
    expect(created.statusCode, created.body).toBe(201);
    const statement = json<FinancialStatement>(created);
    expect(statement).toMatchObject({
      fiscalYear: 2024,
      periodType: 'ANUAL',
      periodEnd: '2024-12-31',
      audited: false,
      source: 'MANUAL',
      lines: SAMPLE_LINES,
      balanceDifference: '0.00',
      balanceWarning: null,
    });
    expect(statement.subtotals).toMatchObject({
      ativoTotal: '1500.00',
      lucroLiquido: '200.00',
      ebitda: '360.00',
    });

    const duplicate = await postStatement(t, admin, company._id, 2024, {});
    expect(duplicate.statusCode).toBe(409);
    const negative = await postStatement(t, admin, company._id, 2023, { estoques: '-1.00' });
    expect(negative.statusCode).toBe(400);
    expect(negative.body).toContain('Estoques: valor inválido');
    const typedSubtotal = await postStatement(t, admin, company._id, 2023, {
      ativoTotal: '1.00',
    } as never);
    expect(typedSubtotal.statusCode).toBe(400);
    const outside = await call(admin, 'POST', `/v1/financial-companies/${company._id}/statements`, {
      fiscalYear: 2023,
      periodEnd: '2024-03-31',
      lines: {},
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.body).toContain('A data de encerramento deve cair no exercício informado.');

    const quarter = await call(admin, 'POST', `/v1/financial-companies/${company._id}/statements`, {
      fiscalYear: 2025,
      periodType: 'TRIMESTRAL',
      periodEnd: '2025-03-31',
      audited: true,
      lines: { ...SAMPLE_LINES, patrimonioLiquido: '849.50' },
    });
    expect(quarter.statusCode, quarter.body).toBe(201);
    expect(json<FinancialStatement>(quarter)).toMatchObject({
      balanceDifference: '0.50',
      balanceWarning:
        'O ativo total (R$ 1.500,00) difere do passivo + patrimônio líquido (R$ 1.499,50) em R$ 0,50.',
    });

    const edited = await call(
      admin,
      'PUT',
      `/v1/financial-companies/${company._id}/statements/${statement._id}`,
      {
        fiscalYear: 2024,
        audited: true,
        lines: { ...SAMPLE_LINES, receitaBruta: '2200.00' },
      },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json<FinancialStatement>(edited)).toMatchObject({
      audited: true,
      subtotals: { receitaLiquida: '2000.00' },
    });

    const list = json<{ items: FinancialStatement[] }>(
      await call(admin, 'GET', `/v1/financial-companies/${company._id}/statements`),
    );
    expect(list.items.map((s) => [s.fiscalYear, s.periodType])).toEqual([
      [2024, 'ANUAL'],
      [2025, 'TRIMESTRAL'],
    ]);
    const removed = await call(
      admin,
      'DELETE',
      `/v1/financial-companies/${company._id}/statements/${statement._id}`,
    );
    expect(removed.statusCode).toBe(204);
    const actions = await t.db
      .select({ action: activities.action })
      .from(activities)
      .where(eq(activities.targetId, statement._id));
    expect(actions.map((a) => a.action).sort()).toEqual([
      'FINANCIAL_STATEMENT_CREATED',
      'FINANCIAL_STATEMENT_DELETED',
      'FINANCIAL_STATEMENT_UPDATED',
    ]);
  });

  it('the analysis answers every ratio as computed by hand, and null with the reason over a zero', async () => {
    const company = await createFinancialCompany(t, admin);
    await postStatement(t, admin, company._id, 2023, {});
    await postStatement(t, admin, company._id, 2024, SAMPLE_LINES);
    const response = await call(admin, 'GET', `/v1/financial-companies/${company._id}/analysis`);
    expect(response.statusCode, response.body).toBe(200);
    const { years } = json<FinancialAnalysis>(response);
    expect(years.map((y) => y.fiscalYear)).toEqual([2023, 2024]);
    expect(years[1]!.ratios).toEqual(SAMPLE_RATIOS);
    expect(years[0]!.ratios.liquidezCorrente).toBeNull();
    expect(years[0]!.reasons.liquidezCorrente).toBe('Passivo circulante igual a zero.');
    expect(years[1]!.horizontal.comparedTo).toBe(2023);
    expect(years[1]!.vertical.imobilizado).toBe(0.3333); // 500 / 1.500
    expect(response.body).not.toMatch(/Infinity|NaN/);
  });
});
