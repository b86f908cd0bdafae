import { dayFromToday } from '@lince/contracts/calendar';
import {
  DILIGENCE_STATUSES,
  DUE_SOON_DAYS,
  HOME_LIST_LIMIT,
  ROLES,
  type DiligenceStatus,
} from '@lince/contracts';
import { activities, diligenceMembers } from '@lince/db';
import { createCompany, createDiligence, createUser, randomCpf } from '@lince/db/testing/index';
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
let me: LoggedInUser;
let colleagueId: string;

const get = (headers: Record<string, string> = authHeaders(me.session)) =>
  t.app.inject({ method: 'GET', url: '/v1/home', headers });
const home = async (headers?: Record<string, string>) => {
  const response = await get(headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const day = (offset: number) => dayFromToday(offset);
const counts = (body: { myByStatus: { status: DiligenceStatus; count: number }[] }) =>
  Object.fromEntries(body.myByStatus.map((s) => [s.status, s.count]));

beforeAll(async () => {
  t = await createTestApp();
  ({ companyId, analyst: me } = await companyWithAnalyst(t, { name: 'Escritório Épsilon' }));
  colleagueId = (await createUser(t.db, { companyId, name: 'Carla Colega' })).id;
});
afterAll(async () => {
  await t.close();
});

describe('GET /v1/home', () => {
  it('a user with no diligences: every status at 0, empty lists', async () => {
    const body = await home();
    expect(body.myByStatus).toEqual(DILIGENCE_STATUSES.map((status) => ({ status, count: 0 })));
    expect(body).toMatchObject({ dueSoon: [], overdueCount: 0 });
  });

  it('my diligences (owner or team member) by status, the open ones due soon, overdue first, and the overdue count', async () => {
    const mine = (status: DiligenceStatus, dueDate: string | null, title: string) =>
      createDiligence(t.db, { companyId, ownerId: me.user.id, status, dueDate, title });
    const asMember = await createDiligence(t.db, {
      companyId,
      ownerId: colleagueId,
      status: 'COLETA',
      dueDate: day(-1),
      title: 'Na equipe, vencida ontem',
    });
    await t.db.insert(diligenceMembers).values({ diligenceId: asMember.id, userId: me.user.id });
    const inThree = await mine('ANALISE', day(3), 'Vence em três dias');
    const inSeven = await mine('A_INICIAR', day(DUE_SOON_DAYS), 'Vence no limite');
    const longAgo = await mine('REVISAO', '2020-01-02', 'Vencida há muito');
    await mine('A_INICIAR', day(DUE_SOON_DAYS + 1), 'Vence depois do limite');
    await mine('REVISAO', null, 'Sem prazo');
    await mine('CONCLUIDA', day(-1), 'Concluída, prazo passado');
    await mine('CANCELADA', day(1), 'Cancelada');
    // Not mine: a colleague's own diligence, and another company's.
    await createDiligence(t.db, { companyId, ownerId: colleagueId, dueDate: day(1) });
    const foreign = await createUser(t.db);
    await createDiligence(t.db, {
      companyId: foreign.companyId,
      ownerId: foreign.id,
      dueDate: day(1),
    });

    const body = await home();
    expect(counts(body)).toEqual({
      A_INICIAR: 2,
      COLETA: 1,
      ANALISE: 1,
      REVISAO: 2,
      CONCLUIDA: 1,
      CANCELADA: 1,
    });
    expect(body.myByStatus.map((s: { status: string }) => s.status)).toEqual([
      ...DILIGENCE_STATUSES,
    ]);
    expect(body.dueSoon.map((d: { _id: string }) => d._id)).toEqual([
      longAgo.id,
      asMember.id,
      inThree.id,
      inSeven.id,
    ]);
    expect(body.dueSoon[1]).toMatchObject({
      code: asMember.code,
      title: 'Na equipe, vencida ontem',
      status: 'COLETA',
      owner: { _id: colleagueId, name: 'Carla Colega' },
      dueDate: day(-1),
      overdue: true,
      progress: { done: 0, required: 0 },
    });
    expect(body.dueSoon[2].overdue).toBe(false);
    expect(body.overdueCount).toBe(2);
  });

  it(`lists at most ${HOME_LIST_LIMIT} diligences due soon, the overdue count still complete`, async () => {
    const busy = await loggedInUser(t, { companyId, name: 'Bruno Ocupado' });
    for (let i = 0; i < HOME_LIST_LIMIT + 2; i += 1)
      await createDiligence(t.db, { companyId, ownerId: busy.user.id, dueDate: day(i - 6) });
    const body = await home(authHeaders(busy.session));
    expect(body.dueSoon).toHaveLength(HOME_LIST_LIMIT);
    expect(body.dueSoon[0].dueDate).toBe(day(-6));
    expect(body.overdueCount).toBe(6);
    expect(counts(body).A_INICIAR).toBe(HOME_LIST_LIMIT + 2);
  });

  it('the company’s latest activity on diligences and entities, newest first', async () => {
    const d = await t.app.inject({
      method: 'POST',
      url: '/v1/diligences',
      headers: { ...authHeaders(me.session), 'content-type': 'application/json' },
      payload: { title: 'Diligência com histórico', purpose: 'OUTRO', ownerId: me.user.id },
    });
    expect(d.statusCode, d.body).toBe(201);
    const first = await home();
    expect(first.recentActivity[0]).toMatchObject({
      action: 'DILIGENCE_CREATED',
      targetType: 'diligence',
      targetId: d.json()._id,
      user: { _id: me.user.id, name: 'Ana Analista' },
      company: { _id: companyId, name: 'Escritório Épsilon' },
    });
    // The logins of this file are activities too, but not about diligences: left out.
    expect(first.recentActivity.map((a: { action: string }) => a.action)).not.toContain('LOGIN');
    // One second apart (the test database's clock counts milliseconds: writes in a row may tie).
    const base = Date.now() + 60_000;
    await t.db.insert(activities).values(
      Array.from({ length: HOME_LIST_LIMIT + 1 }, (_, i) => ({
        companyId,
        userId: colleagueId,
        action: i % 2 ? 'ENTITY_UPDATED' : 'DILIGENCE_UPDATED',
        targetType: i % 2 ? 'entity' : 'diligence',
        targetId: `alvo-${i}`,
        summary: { diligenceId: d.json()._id },
        at: new Date(base + i * 1000),
      })),
    );
    const foreign = await createCompany(t.db);
    // Newer still, but another company's, or not about a diligence: left out.
    await t.db.insert(activities).values([
      {
        companyId: foreign.id,
        action: 'DILIGENCE_UPDATED',
        targetType: 'diligence',
        targetId: 'de-outra-empresa',
        at: new Date(base + 100_000),
      },
      {
        companyId,
        action: 'USER_UPDATED',
        targetType: 'user',
        targetId: colleagueId,
        at: new Date(base + 100_000),
      },
    ]);
    const body = await home();
    expect(body.recentActivity.map((a: { targetId: string }) => a.targetId)).toEqual(
      Array.from({ length: HOME_LIST_LIMIT }, (_, i) => `alvo-${HOME_LIST_LIMIT - i}`),
    );
  });

  it('names each activity’s target as it is now: a diligence by code and title, an entity by name', async () => {
    // A company of its own: the test above left newer activities in the shared one.
    const own = await createCompany(t.db);
    const ana = await loggedInUser(t, { companyId: own.id });
    const post = (url: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...authHeaders(ana.session), 'content-type': 'application/json' },
        payload,
      });
    const created = await post('/v1/diligences', {
      title: 'Compra da Fazenda Açaí',
      purpose: 'IMOBILIARIA',
      ownerId: ana.user.id,
    });
    const d = created.json() as { _id: string; code: string };
    const entity = await post(`/v1/diligences/${d._id}/entities`, {
      kind: 'PF',
      name: 'Joana Mendes',
      document: randomCpf(),
      roleInDiligence: 'ALVO',
    });
    const entityId = (entity.json() as { _id: string })._id;
    const gone = await post(`/v1/diligences/${d._id}/entities`, {
      kind: 'PF',
      name: 'Parte Removida',
      document: randomCpf(),
      roleInDiligence: 'SOCIO',
    });
    const goneId = (gone.json() as { _id: string })._id;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/v1/diligences/${d._id}/entities/${goneId}`,
      headers: authHeaders(ana.session),
    });
    expect(removed.statusCode, removed.body).toBe(204);
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/v1/diligences/${d._id}`,
      headers: { ...authHeaders(ana.session), 'content-type': 'application/json' },
      payload: { title: 'Compra da Fazenda Açaí II' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const body = await home(authHeaders(ana.session));
    const byAction = (action: string, targetId: string) =>
      body.recentActivity.find(
        (a: { action: string; targetId: string }) => a.action === action && a.targetId === targetId,
      );
    // The diligence is named as it is now, even on the activity of its creation.
    const label = `${d.code} — Compra da Fazenda Açaí II`;
    expect(byAction('DILIGENCE_CREATED', d._id).target).toEqual({
      label,
      diligenceId: d._id,
      entityId: null,
    });
    expect(byAction('DILIGENCE_UPDATED', d._id).target.label).toBe(label);
    expect(byAction('ENTITY_CREATED', entityId).target).toEqual({
      label: 'Joana Mendes',
      diligenceId: d._id,
      entityId,
    });
    expect(byAction('ENTITY_DELETED', goneId).target).toEqual({
      label: 'Parte Removida',
      diligenceId: d._id,
      entityId: null,
    });
  });

  it('401 without a session or with an expired token', async () => {
    expect((await get({})).statusCode).toBe(401);
    expect((await get(await expiredAuthHeaders(me.user.id))).statusCode).toBe(401);
  });

  it('every role opens Home; a provider user sees their own company’s data the same way', async () => {
    const provider = await createCompany(t.db, { name: 'Lince' });
    for (const role of ROLES) {
      const own = role.startsWith('LINCE') ? provider.id : companyId;
      const caller = await loggedInUser(t, { companyId: own, role });
      const d = await createDiligence(t.db, {
        companyId: own,
        ownerId: caller.user.id,
        status: 'ANALISE',
        dueDate: day(2),
      });
      const body = await home(authHeaders(caller.session));
      expect(counts(body).ANALISE, role).toBe(1);
      expect(
        body.dueSoon.map((i: { _id: string }) => i._id),
        role,
      ).toEqual([d.id]);
      const companies = new Set(
        body.recentActivity.map((a: { company: { _id: string } }) => a.company._id),
      );
      expect(
        [...companies].every((id) => id === own),
        role,
      ).toBe(true);
    }
  });
});
