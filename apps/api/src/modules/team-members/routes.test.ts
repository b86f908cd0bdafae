import { ROLES } from '@lince/contracts';
import { users, eq } from '@lince/db';
import { createCompany, createUser } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  companyWithAnalyst,
  createTestApp,
  expiredAuthHeaders,
  loggedInUser,
  type LoggedInUser,
  type TestApp,
} from '../../testing/helpers.ts';

let t: TestApp;
let companyId: string;
let analyst: LoggedInUser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  ({ companyId, analyst } = await companyWithAnalyst(
    t,
    { name: 'Escritório Beta' },
    { name: 'Zé Analista' },
  ));
  ids.joao = (
    await createUser(t.db, {
      companyId,
      role: 'ADMIN',
      name: 'João Conceição',
      email: 'joao.conceicao@beta.test',
      avatar: 'https://example.test/joao.png',
    })
  ).id;
  ids.ana = (await createUser(t.db, { companyId, name: 'Ána Souza', email: 'ana@beta.test' })).id;
  ids.bia = (
    await createUser(t.db, { companyId, name: 'bia Lima', email: 'beatriz.ferrão@beta.test' })
  ).id;
  ids.inactive = (await createUser(t.db, { companyId, name: 'Inativa Silva', active: false })).id;
  ids.foreign = (await createUser(t.db, { name: 'Ana de Outra Empresa' })).id;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = authHeaders(analyst.session)) =>
  t.app.inject({ method: 'GET', url, headers });
const names = (body: { items: { name: string }[] }) => body.items.map((i) => i.name);

describe('GET /v1/team-members', () => {
  it('lists the active users of the caller’s company (any role), by name, accents ignored in the order', async () => {
    const response = await get('/v1/team-members');
    expect(response.statusCode).toBe(200);
    expect(names(response.json())).toEqual([
      'Ána Souza',
      'bia Lima',
      'João Conceição',
      'Zé Analista',
    ]);
    expect(response.json().items[2]).toEqual({
      _id: ids.joao,
      name: 'João Conceição',
      avatar: 'https://example.test/joao.png',
    });
    expect(response.json().items[0]).toEqual({ _id: ids.ana, name: 'Ána Souza', avatar: null });
  });

  it('searches name and e-mail, accent- and case-insensitive', async () => {
    const search = async (term: string) =>
      names((await get(`/v1/team-members?search=${encodeURIComponent(term)}`)).json());
    expect(await search('CONCEICAO')).toEqual(['João Conceição']);
    expect(await search('joão')).toEqual(['João Conceição']);
    expect(await search('ana')).toEqual(['Ána Souza', 'Zé Analista']);
    expect(await search('ferrao')).toEqual(['bia Lima']);
    expect(await search('@beta.test')).toEqual(['Ána Souza', 'bia Lima', 'João Conceição']);
    expect(await search('inativa')).toEqual([]);
    expect(await search('outra empresa')).toEqual([]);
    expect(await search('%')).toEqual([]);
    expect(await search('   ')).toHaveLength(4);
  });

  it('limits the answer', async () => {
    const response = await get('/v1/team-members?limit=2');
    expect(names(response.json())).toEqual(['Ána Souza', 'bia Lima']);
  });

  it('bad input is 400 with a Portuguese message', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'limit=1.5']) {
      const response = await get(`/v1/team-members?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    }
    const long = await get(`/v1/team-members?search=${'a'.repeat(121)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.details[0].message).toBe('Busca longa demais.');
  });

  it('401 without a session, with an expired token or as a deactivated user', async () => {
    expect((await get('/v1/team-members', {})).statusCode).toBe(401);
    expect(
      (await get('/v1/team-members', await expiredAuthHeaders(analyst.user.id))).statusCode,
    ).toBe(401);
    const leaving = await loggedInUser(t, { companyId });
    await t.db.update(users).set({ active: false }).where(eq(users.id, leaving.user.id));
    expect((await get('/v1/team-members', authHeaders(leaving.session))).statusCode).toBe(401);
  });

  it('every role opens it and sees only its own company, provider roles included', async () => {
    const provider = await createCompany(t.db, { name: 'Lince' });
    for (const role of ROLES) {
      const own = role.startsWith('LINCE') ? provider.id : companyId;
      const caller = await loggedInUser(t, { companyId: own, role, name: `Pessoa ${role}` });
      const response = await get('/v1/team-members?limit=100', authHeaders(caller.session));
      expect(response.statusCode, role).toBe(200);
      const found = names(response.json());
      expect(found, role).toContain(`Pessoa ${role}`);
      expect(found, role).not.toContain('Ana de Outra Empresa');
      if (own === provider.id) expect(found, role).not.toContain('João Conceição');
    }
  });
});
