import type {
  EntityFinancialStatus,
  FinancialCompany,
  FinancialCompanyDetail,
  FinancialStatement,
  NameSuggestion,
  Page,
} from '@lince/contracts';
import { activities, and, eq, registrations } from '@lince/db';
import { createCompany, createDiligence, createEntity, randomCnpj } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  json,
  loggedInUser,
  type LoggedInUser,
  type TestApp,
} from '../../testing/helpers.ts';
import { SAMPLE_LINES } from './figures.test-support.ts';
import { as, createFinancialCompany, postStatement } from './financial-statements.test-support.ts';

let t: TestApp;
let companyId: string;
let admin: LoggedInUser;
let analyst: LoggedInUser;
let provider: LoggedInUser;
let otherAdmin: LoggedInUser;

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t.db)).id;
  admin = await loggedInUser(t, { companyId, role: 'ADMIN' });
  analyst = await loggedInUser(t, { companyId, role: 'DEFAULT' });
  provider = await loggedInUser(t, {
    companyId: (await createCompany(t.db)).id,
    role: 'LINCE_ADMIN',
  });
  otherAdmin = await loggedInUser(t, { companyId: (await createCompany(t.db)).id, role: 'ADMIN' });
});
afterAll(async () => {
  await t.close();
});

const call = (...args: Parameters<typeof as> extends [unknown, ...infer R] ? R : never) =>
  as(t, ...args);

describe('analysed companies', () => {
  it('creates with an alphanumeric CNPJ (kept normalised), refuses a duplicate and an invalid one, audits', async () => {
    const created = await call(admin, 'POST', '/v1/financial-companies', {
      cnpj: '12.abc.345/01de-35',
      name: 'Alfa Numérica Ltda.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const body = json<FinancialCompany>(created);
    expect(body).toMatchObject({
      cnpj: '12ABC34501DE35',
      name: 'Alfa Numérica Ltda.',
      fiscalYears: [],
    });
    const again = await call(admin, 'POST', '/v1/financial-companies', {
      cnpj: '12ABC34501DE35',
      name: 'Outra',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Já existe uma empresa analisada com este CNPJ.');
    const invalid = await call(admin, 'POST', '/v1/financial-companies', {
      cnpj: '12.ABC.345/01DE-36',
      name: 'Dígito errado',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('CNPJ inválido.');
    // Another company may analyse the same CNPJ.
    const elsewhere = await call(otherAdmin, 'POST', '/v1/financial-companies', {
      cnpj: '12ABC34501DE35',
      name: 'Alfa',
    });
    expect(elsewhere.statusCode).toBe(201);
    const [entry] = await t.db
      .select()
      .from(activities)
      .where(
        and(eq(activities.targetId, body._id), eq(activities.action, 'FINANCIAL_COMPANY_CREATED')),
      );
    expect(entry).toMatchObject({
      companyId,
      userId: admin.user.id,
      targetType: 'financial_company',
    });
  });

  it('lists page by page, searching by CNPJ with or without punctuation and by name without accents', async () => {
    const cnpj = randomCnpj();
    const sao = await createFinancialCompany(t, admin, {
      cnpj,
      name: 'Construtora São Jorge Ltda.',
    });
    const page = (query: string) =>
      call(admin, 'GET', `/v1/financial-companies?${query}`).then((r) =>
        json<Page<FinancialCompany>>(r),
      );
    const formatted = `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
    for (const q of [cnpj, formatted, cnpj.slice(0, 8), 'sao jorge', 'SÃO JORGE', 'construtora'])
      expect(
        (await page(`q=${encodeURIComponent(q)}`)).items.map((c) => c._id),
        q,
      ).toEqual([sao._id]);
    expect((await page('q=inexistente')).items).toEqual([]);
    const first = await page('pageSize=1&sort=createdAt');
    expect(first.items).toHaveLength(1);
    expect(first.total).toBeGreaterThanOrEqual(2);
    // Another company's companies never show.
    const theirs = await call(otherAdmin, 'GET', `/v1/financial-companies?q=${cnpj}`);
    expect(json<Page<FinancialCompany>>(theirs).items).toEqual([]);
  });

  it('links the diligences whose entities carry the CNPJ and suggests the name from the registration', async () => {
    const cnpj = randomCnpj();
    const suggest = () =>
      call(admin, 'GET', `/v1/financial-companies/name-suggestion?cnpj=${cnpj}`).then((r) =>
        json<NameSuggestion>(r),
      );
    expect(await suggest()).toEqual({ cnpj, name: null, from: null, financialCompanyId: null });
    const diligence = await createDiligence(t.db, {
      companyId,
      ownerId: analyst.user.id,
      title: 'Aquisição',
    });
    const entity = await createEntity(t.db, {
      companyId,
      diligenceId: diligence.id,
      document: cnpj,
      name: 'Alvo como declarado',
    });
    expect(await suggest()).toMatchObject({ name: 'Alvo como declarado', from: 'PARTE' });
    await t.db.insert(registrations).values({
      companyId,
      diligenceId: diligence.id,
      entityId: entity.id,
      source: 'MANUAL',
      data: { kind: 'PJ', razaoSocial: 'Alvo Comércio S.A.' } as never,
    });
    expect(await suggest()).toMatchObject({ name: 'Alvo Comércio S.A.', from: 'CADASTRO' });

    const created = await createFinancialCompany(t, admin, { cnpj, name: 'Alvo Comércio S.A.' });
    expect((await suggest()).financialCompanyId).toBe(created._id);
    const detail = json<FinancialCompanyDetail>(
      await call(admin, 'GET', `/v1/financial-companies/${created._id}`),
    );
    expect(detail.diligences).toEqual([
      {
        _id: diligence.id,
        code: diligence.code,
        title: 'Aquisição',
        status: diligence.status,
        entities: [{ _id: entity.id, name: 'Alvo como declarado' }],
      },
    ]);

    // The entity's financial check: not met without statements, met with one, linked here.
    const checkUrl = `/v1/diligences/${diligence.id}/entities/${entity.id}/financial-statements`;
    const check = () => call(analyst, 'GET', checkUrl).then((r) => json<EntityFinancialStatus>(r));
    expect(await check()).toEqual({
      cnpj,
      financialCompanyId: created._id,
      fiscalYears: [],
      satisfied: false,
    });
    expect((await postStatement(t, admin, created._id, 2024, SAMPLE_LINES)).statusCode).toBe(201);
    expect(await check()).toEqual({
      cnpj,
      financialCompanyId: created._id,
      fiscalYears: [2024],
      satisfied: true,
    });
    const person = await createEntity(t.db, {
      companyId,
      diligenceId: diligence.id,
      kind: 'PF',
      document: '52998224725',
    });
    const pf = await call(
      analyst,
      'GET',
      `/v1/diligences/${diligence.id}/entities/${person.id}/financial-statements`,
    );
    expect(json(pf)).toEqual({
      cnpj: null,
      financialCompanyId: null,
      fiscalYears: [],
      satisfied: false,
    });
  });

  it('edits (409 on a taken CNPJ) and removes with its statements', async () => {
    const a = await createFinancialCompany(t, admin);
    const b = await createFinancialCompany(t, admin);
    const renamed = await call(admin, 'PUT', `/v1/financial-companies/${a._id}`, {
      cnpj: a.cnpj,
      name: 'Novo Nome S.A.',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(json<FinancialCompanyDetail>(renamed)).toMatchObject({
      name: 'Novo Nome S.A.',
      diligences: [],
    });
    const taken = await call(admin, 'PUT', `/v1/financial-companies/${a._id}`, {
      cnpj: b.cnpj,
      name: 'X S.A.',
    });
    expect(taken.statusCode).toBe(409);
    await postStatement(t, admin, a._id, 2023, SAMPLE_LINES);
    expect((await call(admin, 'DELETE', `/v1/financial-companies/${a._id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/v1/financial-companies/${a._id}`)).statusCode).toBe(404);
  });
});

describe('permissions and tenancy', () => {
  it('only ADMIN: DEFAULT and the LINCE roles get 403, no session 401; another company’s records are 404', async () => {
    const company = await createFinancialCompany(t, admin);
    const statement = json<FinancialStatement>(
      await postStatement(t, admin, company._id, 2024, SAMPLE_LINES),
    );
    const urls: [Parameters<typeof call>[1], string, unknown?][] = [
      ['GET', '/v1/financial-companies'],
      ['GET', `/v1/financial-companies/${company._id}`],
      ['PUT', `/v1/financial-companies/${company._id}`, { cnpj: company.cnpj, name: 'Outro nome' }],
      ['GET', `/v1/financial-companies/${company._id}/statements`],
      ['GET', `/v1/financial-companies/${company._id}/analysis`],
      [
        'PUT',
        `/v1/financial-companies/${company._id}/statements/${statement._id}`,
        { fiscalYear: 2024, lines: {} },
      ],
      ['DELETE', `/v1/financial-companies/${company._id}/statements/${statement._id}`],
      ['GET', '/v1/financial-statements/template.xlsx'],
      ['DELETE', `/v1/financial-companies/${company._id}`],
    ];
    for (const [method, url, body] of urls) {
      for (const who of [analyst, provider])
        expect((await call(who, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
      if (url.includes(company._id))
        expect((await call(otherAdmin, method, url, body)).statusCode, `${method} ${url}`).toBe(
          404,
        );
    }
    // Nothing of it changed.
    const after = json<FinancialCompanyDetail>(
      await call(admin, 'GET', `/v1/financial-companies/${company._id}`),
    );
    expect(after).toMatchObject({ name: company.name, fiscalYears: [2024] });
  });
});
