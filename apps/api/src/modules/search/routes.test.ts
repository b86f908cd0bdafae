import { formatCnpj, formatCpf } from '@lince/contracts';
import { createCompany, randomCnpj, randomCpf } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, loggedInUser, type TestApp } from '../../testing/helpers.ts';

let t: TestApp;
let analyst: Awaited<ReturnType<typeof loggedInUser>>;
let rival: Awaited<ReturnType<typeof loggedInUser>>;
let diligence: { _id: string; code: string };
const cpf = randomCpf();
const cnpj = randomCnpj();

const post = (url: string, payload: object, session = analyst.session) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...authHeaders(session), 'content-type': 'application/json' },
    payload,
  });
const search = async (q: string, session = analyst.session) => {
  const r = await t.app.inject({
    method: 'GET',
    url: `/v1/search?q=${encodeURIComponent(q)}`,
    headers: authHeaders(session),
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as {
    diligences: { _id: string; code: string }[];
    entities: { _id: string; diligenceId: string; name: string }[];
  };
};

beforeAll(async () => {
  t = await createTestApp();
  analyst = await loggedInUser(t, { companyId: (await createCompany(t.db)).id });
  rival = await loggedInUser(t, { companyId: (await createCompany(t.db)).id, role: 'ADMIN' });
  const created = await post('/v1/diligences', {
    title: 'Operação Pão de Açúcar',
    purpose: 'CREDITO',
    ownerId: analyst.user.id,
    firstEntity: {
      kind: 'PJ',
      name: 'Panificadora Ação Ltda',
      document: cnpj,
      roleInDiligence: 'ALVO',
    },
  });
  diligence = created.json();
  await post(`/v1/diligences/${diligence._id}/entities`, {
    kind: 'PF',
    name: 'Conceição Araújo',
    document: cpf,
    roleInDiligence: 'GARANTIDOR',
  });
  // The same names in another company must never show up.
  const theirs = await post(
    '/v1/diligences',
    {
      title: 'Operação Pão de Açúcar (concorrente)',
      purpose: 'CREDITO',
      ownerId: rival.user.id,
      firstEntity: { kind: 'PF', name: 'Conceição Araújo', document: cpf, roleInDiligence: 'ALVO' },
    },
    rival.session,
  );
  expect(theirs.statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
});

describe('global search', () => {
  it('finds diligences by code and title, accent-insensitive, grouped', async () => {
    const byCode = await search(diligence.code.toLowerCase());
    expect(byCode.diligences.map((d) => d._id)).toEqual([diligence._id]);
    const byTitle = await search('pao de acucar');
    expect(byTitle.diligences.map((d) => d._id)).toEqual([diligence._id]);
    expect(byTitle.entities).toEqual([]);
  });

  it('finds entities by name and by CPF/CNPJ with or without punctuation, with their diligence', async () => {
    for (const q of ['conceicao', 'CONCEIÇÃO ARAÚJO', cpf, formatCpf(cpf)]) {
      const found = await search(q);
      expect(
        found.entities.map((e) => e.name),
        q,
      ).toEqual(['Conceição Araújo']);
      expect(found.entities[0]!.diligenceId).toBe(diligence._id);
    }
    for (const q of [cnpj, formatCnpj(cnpj), 'panificadora acao']) {
      const found = await search(q);
      expect(
        found.entities.map((e) => e.name),
        q,
      ).toEqual(['Panificadora Ação Ltda']);
    }
  });

  it('stays within the caller’s company, limits results and validates the term', async () => {
    const theirs = await search('conceicao', rival.session);
    expect(theirs.entities).toHaveLength(1);
    expect(theirs.entities[0]!.diligenceId).not.toBe(diligence._id);
    for (let i = 0; i < 10; i += 1)
      await post('/v1/diligences', {
        title: `Lote repetido ${i}`,
        purpose: 'OUTRO',
        ownerId: analyst.user.id,
      });
    expect((await search('lote repetido')).diligences).toHaveLength(8);
    const empty = await t.app.inject({
      method: 'GET',
      url: '/v1/search?q=',
      headers: authHeaders(analyst.session),
    });
    expect(empty.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/v1/search?q=x' })).statusCode).toBe(401);
    const provider = await loggedInUser(t, { role: 'LINCE_ADMIN' });
    expect((await search('conceicao', provider.session)).entities).toEqual([]);
  });
});
