import { ROLES } from '@lince/contracts';
import { randomCnpj } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordActivity } from '../../domain/audit.ts';
import {
  authHeaders,
  companyWithAnalyst,
  createTestApp,
  expiredAuthHeaders,
  foreignDiligence,
  loggedInUser,
  type LoggedInUser,
  type TestApp,
} from '../../testing/helpers.ts';

let t: TestApp;
let companyId: string;
let analyst: LoggedInUser;
let diligenceId: string;
let otherDiligenceId: string;
let foreignDiligenceId: string;

type Headers = Record<string, string>;
/**
 * One write of the analyst, in a later millisecond than the previous one: the test database's
 * clock counts milliseconds, and two writes in the same one would tie in the newest-first order.
 */
let lastWrite = 0;
async function call(method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  while (Date.now() <= lastWrite + 1) await new Promise((resolve) => setImmediate(resolve));
  const response = await t.app.inject({
    method,
    url,
    headers: { ...authHeaders(analyst.session), 'content-type': 'application/json' },
    ...(payload ? { payload } : {}),
  });
  lastWrite = Date.now();
  return response;
}
const get = (url: string, headers: Headers = authHeaders(analyst.session)) =>
  t.app.inject({ method: 'GET', url, headers });
const actions = (body: { items: { action: string }[] }) => body.items.map((i) => i.action);

beforeAll(async () => {
  t = await createTestApp();
  ({ companyId, analyst } = await companyWithAnalyst(t, { name: 'Escritório Gama' }));
  const newDiligence = async (title: string) => {
    const response = await call('POST', '/v1/diligences', {
      title,
      purpose: 'CREDITO',
      ownerId: analyst.user.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json()._id as string;
  };
  diligenceId = await newDiligence('Crédito para a Padaria Pão Quente');
  otherDiligenceId = await newDiligence('Outra diligência da empresa');
  // The diligence's own writes and its entities' (one of them deleted since).
  const entity = await call('POST', `/v1/diligences/${diligenceId}/entities`, {
    kind: 'PJ',
    name: 'Padaria Pão Quente Ltda',
    document: randomCnpj(),
    roleInDiligence: 'ALVO',
  });
  expect(entity.statusCode, entity.body).toBe(201);
  const gone = await call('POST', `/v1/diligences/${diligenceId}/entities`, {
    kind: 'PJ',
    name: 'Parte Removida Ltda',
    document: randomCnpj(),
    roleInDiligence: 'ALVO',
  });
  expect(
    (
      await call('PATCH', `/v1/diligences/${diligenceId}/entities/${entity.json()._id}`, {
        name: 'Padaria Pão Quente S.A.',
      })
    ).statusCode,
  ).toBe(200);
  expect(
    (await call('DELETE', `/v1/diligences/${diligenceId}/entities/${gone.json()._id}`)).statusCode,
  ).toBe(204);
  expect(
    (await call('POST', `/v1/diligences/${diligenceId}/status`, { status: 'COLETA' })).statusCode,
  ).toBe(200);
  // Noise: another diligence of the company, and a foreign company's diligence.
  await call('POST', `/v1/diligences/${otherDiligenceId}/entities`, {
    kind: 'PJ',
    name: 'Parte de Outra',
    document: randomCnpj(),
    roleInDiligence: 'ALVO',
  });
  const foreign = await foreignDiligence(t);
  foreignDiligenceId = foreign.diligenceId;
  await recordActivity(t.db, {
    companyId: foreign.companyId,
    userId: foreign.ownerId,
    action: 'ENTITY_CREATED',
    targetType: 'entity',
    targetId: 'x',
    // Even a forged summary naming our diligence stays in its own company.
    summary: { diligenceId },
  });
});
afterAll(async () => {
  await t.close();
});

describe('GET /v1/diligences/:id/timeline', () => {
  it('the diligence’s and its entities’ trail (deleted ones too), newest first', async () => {
    const response = await get(`/v1/diligences/${diligenceId}/timeline`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(actions(body)).toEqual([
      'DILIGENCE_STATUS_CHANGED',
      'ENTITY_DELETED',
      'ENTITY_UPDATED',
      'ENTITY_CREATED',
      'ENTITY_CREATED',
      'DILIGENCE_CREATED',
    ]);
    expect(body).toMatchObject({ total: 6, page: 1, pageSize: 20 });
    expect(body.items[0]).toMatchObject({
      targetType: 'diligence',
      targetId: diligenceId,
      user: { _id: analyst.user.id, name: 'Ana Analista', email: analyst.user.email },
      company: { _id: companyId, name: 'Escritório Gama' },
      summary: { before: { status: 'A_INICIAR' }, after: { status: 'COLETA' } },
    });
    expect(body.items[1].summary).toMatchObject({
      diligenceId,
      before: { name: 'Parte Removida Ltda' },
    });
    const times = body.items.map((i: { at: string }) => i.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('pages', async () => {
    const first = (await get(`/v1/diligences/${diligenceId}/timeline?page=1&pageSize=4`)).json();
    const second = (await get(`/v1/diligences/${diligenceId}/timeline?page=2&pageSize=4`)).json();
    expect(first).toMatchObject({ total: 6, page: 1, pageSize: 4 });
    expect(actions(first)).toHaveLength(4);
    expect(actions(second)).toEqual(['ENTITY_CREATED', 'DILIGENCE_CREATED']);
    const past = (await get(`/v1/diligences/${diligenceId}/timeline?page=9`)).json();
    expect(past).toMatchObject({ items: [], total: 6, page: 9 });
  });

  it('bad page or id is 400 with a Portuguese message', async () => {
    for (const query of ['page=0', 'page=abc', 'pageSize=0', 'pageSize=1000']) {
      const response = await get(`/v1/diligences/${diligenceId}/timeline?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    }
    expect(
      (await get(`/v1/diligences/${diligenceId}/timeline?page=0`)).json().error.details[0].message,
    ).toBe('A página começa em 1.');
    expect((await get(`/v1/diligences/${'x'.repeat(65)}/timeline`)).statusCode).toBe(400);
  });

  it('an unknown or another company’s diligence is 404', async () => {
    for (const id of ['nao-existe', foreignDiligenceId]) {
      const response = await get(`/v1/diligences/${id}/timeline`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error.message).toBe('Diligência não encontrada.');
    }
  });

  it('401 without a session or with an expired token', async () => {
    expect((await get(`/v1/diligences/${diligenceId}/timeline`, {})).statusCode).toBe(401);
    const expired = await expiredAuthHeaders(analyst.user.id);
    expect((await get(`/v1/diligences/${diligenceId}/timeline`, expired)).statusCode).toBe(401);
  });

  it('every role opens DiligenceSight: each reads its own company’s diligence only', async () => {
    for (const role of ROLES) {
      const caller = await loggedInUser(t, { companyId, role });
      const own = await get(
        `/v1/diligences/${otherDiligenceId}/timeline`,
        authHeaders(caller.session),
      );
      expect(own.statusCode, role).toBe(200);
      expect(actions(own.json()), role).toEqual(['ENTITY_CREATED', 'DILIGENCE_CREATED']);
      const foreign = await get(
        `/v1/diligences/${foreignDiligenceId}/timeline`,
        authHeaders(caller.session),
      );
      expect(foreign.statusCode, role).toBe(404);
    }
  });
});
