import type { EntityFinancialStatements } from '@lince/contracts';
import { createCompany, createDiligence, createEntity } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  expiredAuthHeaders,
  json,
  loggedInUser,
  type LoggedInUser,
  type TestApp,
} from '../../testing/helpers.ts';
import { SAMPLE_LINES } from './figures.test-support.ts';
import { as, createFinancialCompany, postStatement } from './financial-statements.test-support.ts';

/** Issue 27, item 10: a DEFAULT analyst reads the statements of the diligence's parties. */
let t: TestApp;
let companyId: string;
let admin: LoggedInUser;
let analyst: LoggedInUser;

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t.db)).id;
  admin = await loggedInUser(t, { companyId, role: 'ADMIN' });
  analyst = await loggedInUser(t, { companyId, role: 'DEFAULT' });
});
afterAll(async () => {
  await t.close();
});

/** A diligence of the analyst with a PJ party of `cnpj` and a PF party. */
async function diligenceWith(cnpj: string, company = companyId, owner = analyst) {
  const d = await createDiligence(t.db, { companyId: company, ownerId: owner.user.id });
  const pj = await createEntity(t.db, { companyId: company, diligenceId: d.id, document: cnpj });
  const pf = await createEntity(t.db, {
    companyId: company,
    diligenceId: d.id,
    kind: 'PF',
    name: 'Maria Souza',
    document: '52998224725',
  });
  const url = (entityId: string) =>
    `/v1/diligences/${d.id}/entities/${entityId}/financial-statements/statements`;
  return { id: d.id, pj: url(pj.id), pf: url(pf.id) };
}

describe('a party’s financial statements under the diligence (read-only)', () => {
  it('a DEFAULT analyst reads the analysed company of the party’s CNPJ, its statements by year and their analysis', async () => {
    const company = await createFinancialCompany(t, admin, { name: 'Indústria Exemplo S.A.' });
    for (const year of [2023, 2024]) {
      const created = await postStatement(t, admin, company._id, year, SAMPLE_LINES);
      expect(created.statusCode, created.body).toBe(201);
    }
    const d = await diligenceWith(company.cnpj);
    const response = await as(t, analyst, 'GET', d.pj);
    expect(response.statusCode, response.body).toBe(200);
    const body = json<EntityFinancialStatements>(response);
    expect(body.company).toEqual({
      _id: company._id,
      cnpj: company.cnpj,
      name: 'Indústria Exemplo S.A.',
    });
    expect(body.items.map((s) => s.fiscalYear)).toEqual([2023, 2024]);
    expect(body.items[0]!.lines.disponibilidades).toBe(SAMPLE_LINES.disponibilidades);
    expect(body.analysis.years.map((y) => y.fiscalYear)).toEqual([2023, 2024]);
    expect(body.analysis.years[1]!.horizontal.comparedTo).toBe(2023);
    // The same analyst still cannot open the FinancialStatement screen's own routes.
    expect((await as(t, analyst, 'GET', `/v1/financial-companies/${company._id}`)).statusCode).toBe(
      403,
    );
    expect(
      (await as(t, analyst, 'POST', `/v1/financial-companies/${company._id}/statements`, {}))
        .statusCode,
    ).toBe(403);
  });

  it('a PF party, or a CNPJ nobody analysed: no company, nothing listed', async () => {
    const d = await diligenceWith('11444777000161');
    for (const url of [d.pf, d.pj]) {
      const response = await as(t, analyst, 'GET', url);
      expect(response.statusCode, response.body).toBe(200);
      expect(json(response)).toEqual({ company: null, items: [], analysis: { years: [] } });
    }
  });

  it('an id too long: 400; hostile text or an unknown party: 404; no session or an expired one: 401', async () => {
    const d = await diligenceWith('11444777000161');
    const tooLong = await as(
      t,
      analyst,
      'GET',
      `/v1/diligences/${d.id}/entities/${'a'.repeat(65)}/financial-statements/statements`,
    );
    expect(tooLong.statusCode).toBe(400);
    const hostile = await as(
      t,
      analyst,
      'GET',
      `/v1/diligences/${d.id}/entities/x'%20or%201=1--/financial-statements/statements`,
    );
    expect(hostile.statusCode).toBe(404);
    const unknown = await as(
      t,
      analyst,
      'GET',
      `/v1/diligences/${d.id}/entities/00000000-0000-4000-8000-000000000000/financial-statements/statements`,
    );
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: d.pj })).statusCode).toBe(401);
    const expired = await t.app.inject({
      method: 'GET',
      url: d.pj,
      headers: await expiredAuthHeaders(analyst.user.id),
    });
    expect(expired.statusCode).toBe(401);
  });

  it('another company’s diligence: 404; another company’s analysed company of the same CNPJ is not shown', async () => {
    const theirCompany = (await createCompany(t.db)).id;
    const theirAdmin = await loggedInUser(t, { companyId: theirCompany, role: 'ADMIN' });
    const theirs = await createFinancialCompany(t, theirAdmin);
    expect((await postStatement(t, theirAdmin, theirs._id, 2024, SAMPLE_LINES)).statusCode).toBe(
      201,
    );
    const foreign = await diligenceWith(theirs.cnpj, theirCompany, theirAdmin);
    expect((await as(t, analyst, 'GET', foreign.pj)).statusCode).toBe(404);
    // Our own diligence with that CNPJ: their statements stay theirs.
    const ours = await diligenceWith(theirs.cnpj);
    expect(json(await as(t, analyst, 'GET', ours.pj))).toEqual({
      company: null,
      items: [],
      analysis: { years: [] },
    });
  });
});
