import type { Entity, PartnersAddResult, Registration, RegistrationList } from '@lince/contracts';
import { KNOWN_CNPJ, PARTNER_CNPJ, PARTNER_CPF } from '@lince/contracts/testing';
import { activities, and, documentTypes, entities, eq } from '@lince/db';
import {
  createCompany,
  createDiligence,
  createEntity,
  createTrack,
  withCnpjCheckDigits,
  withCpfCheckDigits,
} from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brasilApiCompany,
  startFakeBrasilApi,
  type FakeBrasilApi,
} from '../../testing/brasilapi-server.ts';
import {
  callAs,
  createTestApp,
  expiredAuthHeaders,
  foreignDiligence,
  json,
  loggedInUser,
  type ApiMethod,
  type LoggedInUser,
  type TestApp,
} from '../../testing/helpers.ts';

const SLOW = withCnpjCheckDigits('111111110001');
const LIMITED = withCnpjCheckDigits('222222220001');
const UNKNOWN = withCnpjCheckDigits('444444440001');

let api: FakeBrasilApi;
let t: TestApp;
let companyId: string;
let analyst: LoggedInUser;

beforeAll(async () => {
  api = await startFakeBrasilApi({ slow: { [SLOW]: 2000 }, limited: [LIMITED] });
  t = await createTestApp({ CNPJ_PROVIDER_URL: api.url, CNPJ_PROVIDER_TIMEOUT_MS: '300' });
  companyId = (await createCompany(t.db)).id;
  analyst = await loggedInUser(t, { companyId, role: 'DEFAULT' });
});
afterAll(async () => {
  await t.close();
  await api.close();
});

const as = (method: ApiMethod, url: string, payload?: unknown) =>
  callAs(t, analyst.session, method, url, payload);

/** A diligence of the analyst with its target company (declared data) and a person. */
async function setup(document = KNOWN_CNPJ, track?: { trackId: string; trackVersion: number }) {
  const d = await createDiligence(t.db, { companyId, ownerId: analyst.user.id, ...track });
  const pj = await createEntity(t.db, {
    companyId,
    diligenceId: d.id,
    name: 'Construtora Aguia Azul Ltda.',
    document,
    birthOrFoundationDate: '2005-11-04',
  });
  const pf = await createEntity(t.db, {
    companyId,
    diligenceId: d.id,
    kind: 'PF',
    name: 'José da Silva',
    document: withCpfCheckDigits('123456789'),
    roleInDiligence: 'SOCIO',
  });
  const base = `/v1/diligences/${d.id}`;
  return { id: d.id, pj: pj.id, pf: pf.id, base, regs: `${base}/entities/${pj.id}/registrations` };
}

const post = async (url: string, body: unknown) => {
  const response = await as('POST', url, body);
  expect(response.statusCode, response.body).toBe(201);
  return json<Registration>(response);
};

const actionsOf = async (targetId: string) =>
  (
    await t.db
      .select({ action: activities.action })
      .from(activities)
      .where(and(eq(activities.targetType, 'registration'), eq(activities.targetId, targetId)))
  ).map((r) => r.action);

describe('registrations from the provider', () => {
  it('keeps a dated snapshot per fetch, with the divergences, newest first', async () => {
    const s = await setup();
    const first = await post(s.regs, { source: 'PROVIDER' });
    expect(first).toMatchObject({
      source: 'PROVIDER',
      entityId: s.pj,
      fetchedBy: { _id: analyst.user.id, name: analyst.user.name },
      conclusion: null,
      notes: '',
      data: {
        kind: 'PJ',
        razaoSocial: 'CONSTRUTORA ÁGUIA AZUL LTDA',
        situacaoCadastral: 'ATIVA',
        capitalSocial: '1500000.50',
        qsa: [
          { nome: 'JOSÉ DA SILVA', documento: '***998224**' },
          { nome: 'MARIA SOUZA', documento: PARTNER_CPF },
          { nome: 'HOLDING FALCÃO S.A.', documento: PARTNER_CNPJ },
        ],
      },
      // The name differs only in writing; the foundation date differs.
      divergences: [{ field: 'data', declared: '04/11/2005', found: '03/11/2005' }],
    });
    expect(await actionsOf(first._id)).toEqual(['REGISTRATION_FETCHED']);
    const second = await post(s.regs, { source: 'MANUAL', data: { ...first.data, porte: 'ME' } });
    const list = json<RegistrationList>(await as('GET', s.regs));
    expect(list.providerAvailable).toBe(true);
    expect(list.items.map((r) => r._id)).toEqual([second._id, first._id]);
    expect(list.items[1]!.data).toEqual(first.data);
    const one = await as('GET', `${s.base}/registrations/${first._id}`);
    expect(one.statusCode).toBe(200);
    expect(json(one)).toEqual(first);
  });

  it('404 for a CNPJ the provider does not know; 503 when it is slow or busy', async () => {
    const unknown = await setup(UNKNOWN);
    const notFound = await as('POST', unknown.regs, { source: 'PROVIDER' });
    expect(notFound.statusCode).toBe(404);
    expect(json(notFound)).toEqual({
      error: { code: 'NOT_FOUND', message: 'CNPJ não encontrado na fonte consultada.' },
    });
    const slow = await as('POST', (await setup(SLOW)).regs, { source: 'PROVIDER' });
    expect(slow.statusCode).toBe(503);
    expect(json<{ error: { message: string } }>(slow).error.message).toMatch(/Importe o arquivo/);
    const busy = await as('POST', (await setup(LIMITED)).regs, { source: 'PROVIDER' });
    expect(busy.statusCode).toBe(503);
    expect(json<{ error: { message: string } }>(busy).error.message).toMatch(
      /tente novamente em instantes/,
    );
    expect(json<RegistrationList>(await as('GET', unknown.regs)).items).toEqual([]);
  });

  it('400 when asking the provider about a person', async () => {
    const s = await setup();
    const response = await as('POST', `${s.base}/entities/${s.pf}/registrations`, {
      source: 'PROVIDER',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('registrations imported or typed', () => {
  it('imports a BrasilAPI-shaped file; an invalid one is a 400 naming what is wrong', async () => {
    const s = await setup();
    const payload = { ...brasilApiCompany(), descricao_situacao_cadastral: 'BAIXADA', extra: 1 };
    const created = await post(s.regs, { source: 'IMPORT', payload });
    expect(created.source).toBe('IMPORT');
    expect(created.data).toMatchObject({ situacaoCadastral: 'BAIXADA' });
    expect(await actionsOf(created._id)).toEqual(['REGISTRATION_IMPORTED']);
    for (const bad of [{ ...brasilApiCompany(), razao_social: null }, 'texto', [1, 2]]) {
      const response = await as('POST', s.regs, { source: 'IMPORT', payload: bad });
      expect(response.statusCode).toBe(400);
      expect(json<{ error: { message: string } }>(response).error.message).toMatch(
        /^Arquivo inválido/,
      );
    }
    const missing = await as('POST', s.regs, {
      source: 'IMPORT',
      payload: { ...brasilApiCompany(), razao_social: '' },
    });
    expect(json<{ error: { message: string } }>(missing).error.message).toContain('razao_social');
  });

  it('takes a person typed in the form; a company form for a person is a 400', async () => {
    const s = await setup();
    const url = `${s.base}/entities/${s.pf}/registrations`;
    const created = await post(url, {
      source: 'MANUAL',
      data: { kind: 'PF', nome: 'JOAO DA SILVA', situacaoCpf: 'TITULAR_FALECIDO' },
    });
    expect(created.data).toEqual({
      kind: 'PF',
      nome: 'JOAO DA SILVA',
      situacaoCpf: 'TITULAR_FALECIDO',
      nascimento: null,
    });
    expect(created.divergences).toEqual([
      { field: 'nome', declared: 'José da Silva', found: 'JOAO DA SILVA' },
    ]);
    expect(await actionsOf(created._id)).toEqual(['REGISTRATION_ENTERED']);
    const mismatch = await as('POST', url, {
      source: 'MANUAL',
      data: { kind: 'PJ', razaoSocial: 'X', situacaoCadastral: 'ATIVA' },
    });
    expect(mismatch.statusCode).toBe(400);
    for (const body of [
      { source: 'OUTRA' },
      { source: 'MANUAL', data: { kind: 'PF', nome: 'X', situacaoCpf: 'REGULARIZADA' } },
    ]) {
      expect((await as('POST', url, body)).statusCode).toBe(400);
    }
  });

  it('sets the conclusion and notes (audited), and refuses an unknown conclusion', async () => {
    const s = await setup();
    const created = await post(s.regs, { source: 'PROVIDER' });
    const url = `${s.base}/registrations/${created._id}/conclusion`;
    const response = await as('PUT', url, {
      conclusion: 'REGULAR_COM_RESSALVAS',
      notes: 'Data de fundação diverge em um dia.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<Registration>(response)).toMatchObject({
      conclusion: 'REGULAR_COM_RESSALVAS',
      notes: 'Data de fundação diverge em um dia.',
      data: created.data,
    });
    expect(await actionsOf(created._id)).toContain('REGISTRATION_CONCLUDED');
    expect((await as('PUT', url, { conclusion: 'OTIMO' })).statusCode).toBe(400);
  });
});

describe('QSA partners as entities', () => {
  it('creates PF and PJ partners once, below the entity; skips present and unknown', async () => {
    const s = await setup();
    const reg = await post(s.regs, { source: 'PROVIDER' });
    const url = `${s.base}/registrations/${reg._id}/partners`;
    const first = await as('POST', url, { indexes: [0, 1, 2, 1, 7] });
    expect(first.statusCode, first.body).toBe(201);
    const result = json<PartnersAddResult>(first);
    expect(result.created.map((e: Entity) => [e.kind, e.name, e.document])).toEqual([
      ['PF', 'JOSÉ DA SILVA', '***998224**'],
      ['PF', 'MARIA SOUZA', PARTNER_CPF],
      ['PJ', 'HOLDING FALCÃO S.A.', PARTNER_CNPJ],
    ]);
    expect(result.created[1]).toMatchObject({
      parentEntityId: s.pj,
      relation: 'Sócio',
      roleInDiligence: 'SOCIO',
      documentComplete: true,
    });
    expect(result.skipped).toEqual([{ index: 7, reason: 'Não há sócio com este índice.' }]);
    expect(await actionsOf(reg._id)).toContain('PARTNERS_ADDED');

    const again = json<PartnersAddResult>(await as('POST', url, { indexes: [0, 1, 2] }));
    expect(again).toEqual({
      created: [],
      skipped: [
        { index: 0, reason: 'Já está na diligência.' },
        { index: 1, reason: 'Já está na diligência.' },
        { index: 2, reason: 'Já está na diligência.' },
      ],
    });
    const rows = await t.db.select().from(entities).where(eq(entities.diligenceId, s.id));
    expect(rows.length).toBe(5);
    expect((await as('POST', url, { indexes: [] })).statusCode).toBe(400);
  });
});

describe('QSA partners with a masked CPF ("CPF a completar")', () => {
  const partnersOf = async (s: Awaited<ReturnType<typeof setup>>, indexes: number[]) => {
    const reg = await post(s.regs, { source: 'PROVIDER' });
    const response = await as('POST', `${s.base}/registrations/${reg._id}/partners`, { indexes });
    expect(response.statusCode, response.body).toBe(201);
    return json<PartnersAddResult>(response);
  };

  it('adds the person by name with the visible digits, and a checklist as for any PF', async () => {
    const types = await t.db.select({ id: documentTypes.id }).from(documentTypes).limit(2);
    const track = await createTrack(t.db, {
      companyId,
      steps: [
        {
          title: 'Certidões',
          slaDays: null,
          checks: [],
          requirements: types.map(({ id }) => ({
            documentTypeId: id,
            appliesTo: 'AMBOS' as const,
            roles: null,
          })),
        },
      ],
    });
    const s = await setup(KNOWN_CNPJ, { trackId: track.trackId, trackVersion: 1 });
    const { created } = await partnersOf(s, [0, 1]);
    const [jose, maria] = created;
    expect(jose).toMatchObject({
      kind: 'PF',
      name: 'JOSÉ DA SILVA',
      document: '***998224**',
      documentComplete: false,
      roleInDiligence: 'SOCIO',
      relation: 'Sócio-Administrador',
      parentEntityId: s.pj,
    });
    expect(jose!.progress.required).toBe(maria!.progress.required);
    expect(jose!.progress.required).toBe(2);
    // The global search finds the person by name (accents and case aside) and by the digits.
    for (const q of ['jose da silva', '998224']) {
      const found = await as('GET', `/v1/search?q=${encodeURIComponent(q)}`);
      expect(found.statusCode).toBe(200);
      expect(JSON.stringify(json(found)), q).toContain(jose!._id);
    }
  });

  it('never adds the same person twice: matched by name and visible digits, whole CPF or not', async () => {
    const s = await setup();
    // The analyst typed the partner by hand, with the whole CPF (its middle digits are 998224).
    const typed = await as('POST', `${s.base}/entities`, {
      kind: 'PF',
      name: 'Jose da Silva',
      document: '123.998.224-04',
      roleInDiligence: 'SOCIO',
    });
    expect(typed.statusCode, typed.body).toBe(201);
    expect(await partnersOf(s, [0])).toEqual({
      created: [],
      skipped: [{ index: 0, reason: 'Já está na diligência.' }],
    });

    // Another person with the same six digits but another name is another party.
    const other = await setup();
    await as('POST', `${other.base}/entities`, {
      kind: 'PF',
      name: 'Joana Pereira',
      document: '123.998.224-04',
      roleInDiligence: 'SOCIO',
    });
    expect((await partnersOf(other, [0])).created).toHaveLength(1);
    // Typed by hand after the partner was added: refused, pointing to the CPF to complete.
    const again = await as('POST', `${other.base}/entities`, {
      kind: 'PF',
      name: 'JOSÉ DA SILVA',
      document: '456.998.224-70',
      roleInDiligence: 'SOCIO',
    });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('CPF a completar');
  });

  it('completes the CPF only with one that shows the visible digits', async () => {
    const s = await setup();
    const [jose] = (await partnersOf(s, [0])).created;
    const url = `${s.base}/entities/${jose!._id}`;
    for (const [document, message] of [
      ['529.982.247-25', 'não confere com os dígitos visíveis'],
      ['123.998.224-05', 'CPF inválido'],
      ['***111111**', 'Informe o CPF inteiro'],
    ]) {
      const refused = await as('PATCH', url, { document });
      expect(refused.statusCode, document).toBe(400);
      expect(refused.body).toContain(message);
      expect(refused.body).toContain('"document"');
    }
    const rows = await t.db.select().from(entities).where(eq(entities.id, jose!._id));
    expect(rows[0]!.document).toBe('***998224**');

    const completed = await as('PATCH', url, { document: '123.998.224-04' });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(json<Entity>(completed)).toMatchObject({
      document: '12399822404',
      documentComplete: true,
    });
    // Once whole, the mask is no longer accepted back.
    expect((await as('PATCH', url, { document: '***998224**' })).statusCode).toBe(400);
  });
});

describe('access', () => {
  it('401 without a session; another company’s diligence, entity or snapshot is a 404', async () => {
    const s = await setup();
    const reg = await post(s.regs, { source: 'PROVIDER' });
    expect((await t.app.inject({ method: 'GET', url: s.regs })).statusCode).toBe(401);
    const expired = await t.app.inject({
      method: 'GET',
      url: s.regs,
      headers: await expiredAuthHeaders(analyst.user.id),
    });
    expect(expired.statusCode).toBe(401);
    const foreign = await foreignDiligence(t);
    const foreignEntity = await createEntity(t.db, {
      companyId: foreign.companyId,
      diligenceId: foreign.diligenceId,
    });
    const foreignBase = `/v1/diligences/${foreign.diligenceId}`;
    for (const [method, url, body] of [
      ['GET', `${foreignBase}/entities/${foreignEntity.id}/registrations`],
      ['POST', `${foreignBase}/entities/${foreignEntity.id}/registrations`, { source: 'PROVIDER' }],
      ['GET', `${foreignBase}/registrations/${reg._id}`],
      ['PUT', `${foreignBase}/registrations/${reg._id}/conclusion`, { conclusion: 'REGULAR' }],
      ['POST', `${foreignBase}/registrations/${reg._id}/partners`, { indexes: [1] }],
      // Another diligence's entity or snapshot, through this diligence.
      ['GET', `${s.base}/entities/${foreignEntity.id}/registrations`],
      ['GET', `${(await setup()).base}/registrations/${reg._id}`],
    ] as [ApiMethod, string, unknown?][]) {
      expect((await as(method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
  });
});
