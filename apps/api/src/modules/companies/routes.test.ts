import { formatCnpj } from '@lince/contracts';
import { activities, eq, sessions } from '@lince/db';
import { createCompany, randomCnpj } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  login,
  loggedInUser,
  type TestApp,
  callAs,
  type ApiMethod,
} from '../../testing/helpers.ts';

let t: TestApp;
let provider: Awaited<ReturnType<typeof loggedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  provider = await loggedInUser(t, { role: 'LINCE_ADMIN' });
});
afterAll(async () => {
  await t.close();
});

const call = (method: ApiMethod, url: string, payload?: unknown, session = provider.session) =>
  callAs(t, session, method, url, payload);

describe('companies', () => {
  it('creates with a punctuated alphanumeric CNPJ, kept normalised, and records the activity', async () => {
    const response = await call('POST', '/v1/companies', {
      name: 'Alfa Participações S.A.',
      cnpj: '12.ABC.345/01DE-35',
      address: {
        cep: '01310-100',
        logradouro: 'Avenida Paulista',
        numero: '1000',
        complemento: '',
        bairro: 'Bela Vista',
        cidade: 'São Paulo',
        uf: 'SP',
      },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      name: 'Alfa Participações S.A.',
      cnpj: '12ABC34501DE35',
      active: true,
      provider: false,
      usersCount: 0,
      address: { cep: '01310100', cidade: 'São Paulo', uf: 'SP' },
    });
    const [activity] = await t.db
      .select()
      .from(activities)
      .where(eq(activities.targetId, body._id));
    expect(activity).toMatchObject({
      action: 'COMPANY_CREATED',
      userId: provider.user.id,
      companyId: body._id,
      ip: '127.0.0.1',
    });
  });

  it('refuses an invalid CNPJ (400) and a duplicate (409), with or without punctuation', async () => {
    const bad = await call('POST', '/v1/companies', { name: 'Beta', cnpj: '11.222.333/0001-00' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_ERROR');
    const cnpj = randomCnpj();
    expect((await call('POST', '/v1/companies', { name: 'Gama', cnpj })).statusCode).toBe(201);
    const dup = await call('POST', '/v1/companies', { name: 'Gama 2', cnpj: formatCnpj(cnpj) });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe('Já existe uma empresa com este CNPJ.');
    const missing = await call('POST', '/v1/companies', { cnpj });
    expect(missing.statusCode).toBe(400);
    const extra = await call('POST', '/v1/companies', { name: 'X Ltda', cnpj, hack: 1 });
    expect(extra.statusCode).toBe(400);
  });

  it('lists server-paginated with search by name or CNPJ (with or without punctuation) and a users count', async () => {
    const company = await createCompany(t.db, { name: 'Zeta Busca Única Ltda' });
    await loggedInUser(t, { companyId: company.id });
    await loggedInUser(t, { companyId: company.id });
    const byName = await call('GET', '/v1/companies?search=zeta%20busca');
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(byName.json().items[0]).toMatchObject({ _id: company.id, usersCount: 2 });
    const byCnpj = await call(
      'GET',
      `/v1/companies?search=${encodeURIComponent(formatCnpj(company.cnpj))}`,
    );
    expect(byCnpj.json().items.map((c: { _id: string }) => c._id)).toEqual([company.id]);
    const byBareCnpj = await call('GET', `/v1/companies?search=${company.cnpj.slice(0, 8)}`);
    expect(byBareCnpj.json().items[0]._id).toBe(company.id);

    const page = await call('GET', '/v1/companies?page=2&pageSize=1&sort=name&order=desc');
    expect(page.json().items).toHaveLength(1);
    expect(page.json().total).toBeGreaterThan(2);
    expect((await call('GET', '/v1/companies?pageSize=101')).statusCode).toBe(400);
    expect((await call('GET', '/v1/companies?page=0')).statusCode).toBe(400);
    expect((await call('GET', '/v1/companies?sort=senha')).statusCode).toBe(400);
    expect((await call('GET', '/v1/companies?active=talvez')).statusCode).toBe(400);
    const inactive = await call('GET', '/v1/companies?active=false');
    expect(inactive.json().items.every((c: { active: boolean }) => !c.active)).toBe(true);
  });

  it('reads and edits one company; unknown id is 404', async () => {
    const company = await createCompany(t.db);
    const got = await call('GET', `/v1/companies/${company.id}`);
    expect(got.json()).toMatchObject({ _id: company.id, name: company.name });
    const edited = await call('PATCH', `/v1/companies/${company.id}`, { name: 'Nome Novo Ltda' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().name).toBe('Nome Novo Ltda');
    const other = await createCompany(t.db);
    const clash = await call('PATCH', `/v1/companies/${company.id}`, { cnpj: other.cnpj });
    expect(clash.statusCode).toBe(409);
    expect((await call('GET', '/v1/companies/nao-existe')).statusCode).toBe(404);
    expect((await call('PATCH', '/v1/companies/nao-existe', { name: 'Abc' })).statusCode).toBe(404);
    const [activity] = await t.db
      .select()
      .from(activities)
      .where(eq(activities.action, 'COMPANY_UPDATED'));
    expect(activity?.summary).toMatchObject({
      before: { name: company.name },
      after: { name: 'Nome Novo Ltda' },
    });
  });

  it('deactivating blocks its users at once: next request 401, renewal 401, login 403; reactivating restores login', async () => {
    const company = await createCompany(t.db);
    const member = await loggedInUser(t, { companyId: company.id });
    expect((await call('GET', '/v1/users/me', undefined, member.session)).statusCode).toBe(200);
    const off = await call('POST', `/v1/companies/${company.id}/deactivate`);
    expect(off.statusCode).toBe(200);
    expect(off.json().active).toBe(false);
    expect((await call('GET', '/v1/users/me', undefined, member.session)).statusCode).toBe(401);
    const renew = await t.app.inject({
      method: 'GET',
      url: '/v1/users/auth',
      headers: { refreshtoken: member.session.RefreshToken },
    });
    expect(renew.statusCode).toBe(401);
    const ended = await t.db.select().from(sessions).where(eq(sessions.userId, member.user.id));
    expect(ended.every((r) => r.revokedAt)).toBe(true);
    expect((await login(t.app, member.user.email, member.user.password)).statusCode).toBe(403);
    const on = await call('POST', `/v1/companies/${company.id}/activate`);
    expect(on.json().active).toBe(true);
    expect((await login(t.app, member.user.email, member.user.password)).statusCode).toBe(200);
    // Reactivation does not revive the sessions it ended.
    expect((await call('GET', '/v1/users/me', undefined, member.session)).statusCode).toBe(401);
  });

  it("the provider's own company cannot be deactivated", async () => {
    const response = await call('POST', `/v1/companies/${provider.user.companyId}/deactivate`);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toMatch(/não pode ser desativada/);
    const got = await call('GET', `/v1/companies/${provider.user.companyId}`);
    expect(got.json()).toMatchObject({ active: true, provider: true });
  });

  it('401 without a session, 403 for client roles, 200 for both LINCE roles', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/companies' })).statusCode).toBe(401);
    for (const role of ['ADMIN', 'DEFAULT'] as const) {
      const other = await loggedInUser(t, { role });
      expect((await call('GET', '/v1/companies', undefined, other.session)).statusCode).toBe(403);
      expect(
        (await call('POST', '/v1/companies', { name: 'X Ltda', cnpj: randomCnpj() }, other.session))
          .statusCode,
      ).toBe(403);
    }
    const staff = await loggedInUser(t, {
      role: 'LINCE_DEFAULT',
      companyId: provider.user.companyId,
    });
    expect((await call('GET', '/v1/companies', undefined, staff.session)).statusCode).toBe(200);
  });
});
