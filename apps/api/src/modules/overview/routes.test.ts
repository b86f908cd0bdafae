import { todayInBrazil } from '@lince/contracts/calendar';
import { ROLES } from '@lince/contracts';
import { companies, eq } from '@lince/db';
import { createDiligence, createEntity, randomCpf } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const NO_AREA_RISK = { DOCUMENTOS: null, CADASTRO: null, PROCESSOS: null, FINANCEIRO: null };

let t: TestApp;
let companyId: string;
let analyst: LoggedInUser;
let foreignDiligenceId: string;

const get = (url: string, headers: Record<string, string> = authHeaders(analyst.session)) =>
  t.app.inject({ method: 'GET', url, headers });
const overviewOf = async (id: string) => {
  const response = await get(`/v1/diligences/${id}/overview`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

beforeAll(async () => {
  t = await createTestApp();
  ({ companyId, analyst } = await companyWithAnalyst(t, {
    name: 'Escritório Delta',
    settings: { slaDaysByStatus: { A_INICIAR: 0, COLETA: 30, ANALISE: 5 } },
  }));
  foreignDiligenceId = (await foreignDiligence(t)).diligenceId;
});
afterAll(async () => {
  await t.close();
});

describe('GET /v1/diligences/:id/overview', () => {
  it('entities with their structure, risk and progress; findings and entities by severity and rating', async () => {
    const d = await createDiligence(t.db, { companyId, ownerId: analyst.user.id });
    const target = await createEntity(t.db, {
      companyId,
      diligenceId: d.id,
      name: 'Alvo S.A.',
      riskComputed: 'BAIXO',
      riskRating: 'ALTO',
      riskJustification: 'Processos trabalhistas relevantes.',
    });
    const partner = await createEntity(t.db, {
      companyId,
      diligenceId: d.id,
      kind: 'PF',
      name: 'Sócia Maria',
      document: randomCpf(),
      roleInDiligence: 'SOCIO',
      parentEntityId: target.id,
      relation: 'Sócia',
      sharePercent: 42.5,
      riskComputed: 'MEDIO',
    });
    const unrated = await createEntity(t.db, { companyId, diligenceId: d.id, name: 'Sem Risco' });
    const body = await overviewOf(d.id);
    expect(body.diligenceId).toBe(d.id);
    expect(body.entities).toEqual([
      {
        _id: target.id,
        name: 'Alvo S.A.',
        kind: 'PJ',
        document: target.document,
        roleInDiligence: 'ALVO',
        parentEntityId: null,
        relation: null,
        sharePercent: null,
        risk: {
          computed: 'BAIXO',
          rating: 'ALTO',
          justification: 'Processos trabalhistas relevantes.',
        },
        progress: { done: 0, required: 0 },
        riskByArea: NO_AREA_RISK,
      },
      {
        _id: partner.id,
        name: 'Sócia Maria',
        kind: 'PF',
        document: partner.document,
        roleInDiligence: 'SOCIO',
        parentEntityId: target.id,
        relation: 'Sócia',
        sharePercent: 42.5,
        risk: { computed: 'MEDIO', rating: null, justification: null },
        progress: { done: 0, required: 0 },
        riskByArea: NO_AREA_RISK,
      },
      expect.objectContaining({
        _id: unrated.id,
        risk: { computed: null, rating: null, justification: null },
      }),
    ]);
    expect(body.findingsBySeverity).toEqual([
      { severity: 'BAIXA', count: 0 },
      { severity: 'MEDIA', count: 0 },
      { severity: 'ALTA', count: 0 },
      { severity: 'CRITICA', count: 0 },
    ]);
    // The chosen rating counts over the computed one.
    expect(body.entitiesByRisk).toEqual([
      { rating: 'BAIXO', count: 0 },
      { rating: 'MEDIO', count: 1 },
      { rating: 'ALTO', count: 1 },
      { rating: 'CRITICO', count: 0 },
      { rating: null, count: 1 },
    ]);
    // A_INICIAR has an SLA of 0 days: its limit is the day it entered the column.
    expect(body.deadlines).toEqual([
      {
        kind: 'STATUS_SLA',
        label: 'Prazo da etapa A iniciar',
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        status: 'A_INICIAR',
        overdue: true,
      },
    ]);
  });

  it('a diligence without entities: empty lists, every rating at 0', async () => {
    const d = await createDiligence(t.db, {
      companyId,
      ownerId: analyst.user.id,
      status: 'REVISAO',
    });
    const body = await overviewOf(d.id);
    expect(body.entities).toEqual([]);
    expect(body.entitiesByRisk.every((r: { count: number }) => r.count === 0)).toBe(true);
    expect(body.entitiesByRisk).toHaveLength(5);
    // REVISAO has no SLA in the company's settings, and there is no due date: no deadline.
    expect(body.deadlines).toEqual([]);
  });

  it('deadlines: the due date and the SLA of the current column, late or not, nearest first', async () => {
    const late = await createDiligence(t.db, {
      companyId,
      ownerId: analyst.user.id,
      status: 'ANALISE',
      dueDate: '2030-06-30',
      statusChangedAt: new Date('2026-01-10T15:00:00Z'),
    });
    expect((await overviewOf(late.id)).deadlines).toEqual([
      {
        kind: 'STATUS_SLA',
        label: 'Prazo da etapa Em análise',
        date: '2026-01-15',
        status: 'ANALISE',
        overdue: true,
      },
      {
        kind: 'DILIGENCE_DUE',
        label: 'Prazo da diligência',
        date: '2030-06-30',
        status: null,
        overdue: false,
      },
    ]);
    // The kanban's `overdueSla` says the same.
    const board = (await get('/v1/diligences/kanban')).json();
    const card = board.columns
      .flatMap((c: { cards: { _id: string }[] }) => c.cards)
      .find((c: { _id: string }) => c._id === late.id);
    expect(card.overdueSla).toBe(true);

    const onTime = await createDiligence(t.db, {
      companyId,
      ownerId: analyst.user.id,
      status: 'COLETA',
      dueDate: '2020-03-01',
    });
    const deadlines = (await overviewOf(onTime.id)).deadlines;
    expect(deadlines[0]).toEqual({
      kind: 'DILIGENCE_DUE',
      label: 'Prazo da diligência',
      date: '2020-03-01',
      status: null,
      overdue: true,
    });
    expect(deadlines[1]).toMatchObject({
      kind: 'STATUS_SLA',
      label: 'Prazo da etapa Coleta de documentos',
      status: 'COLETA',
      overdue: false,
    });
    expect(deadlines[1].date > todayInBrazil()).toBe(true);

    // Closed: the past due date is no longer late, and Concluída has no SLA.
    const done = await createDiligence(t.db, {
      companyId,
      ownerId: analyst.user.id,
      status: 'CONCLUIDA',
      dueDate: '2020-03-01',
    });
    expect((await overviewOf(done.id)).deadlines).toEqual([
      expect.objectContaining({ kind: 'DILIGENCE_DUE', overdue: false }),
    ]);
  });

  it('the SLA follows the company’s settings', async () => {
    const d = await createDiligence(t.db, {
      companyId,
      ownerId: analyst.user.id,
      status: 'ANALISE',
      statusChangedAt: new Date('2026-01-10T15:00:00Z'),
    });
    await t.db
      .update(companies)
      .set({ settings: { slaDaysByStatus: { A_INICIAR: 0, COLETA: 30 } } })
      .where(eq(companies.id, companyId));
    expect((await overviewOf(d.id)).deadlines).toEqual([]);
    await t.db
      .update(companies)
      .set({ settings: { slaDaysByStatus: { A_INICIAR: 0, COLETA: 30, ANALISE: 5 } } })
      .where(eq(companies.id, companyId));
  });

  it('bad id is 400; an unknown or another company’s diligence is 404', async () => {
    expect((await get(`/v1/diligences/${'x'.repeat(65)}/overview`)).statusCode).toBe(400);
    for (const id of ['nao-existe', foreignDiligenceId]) {
      const response = await get(`/v1/diligences/${id}/overview`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error.message).toBe('Diligência não encontrada.');
    }
  });

  it('401 without a session or with an expired token', async () => {
    const d = await createDiligence(t.db, { companyId, ownerId: analyst.user.id });
    expect((await get(`/v1/diligences/${d.id}/overview`, {})).statusCode).toBe(401);
    const expired = await expiredAuthHeaders(analyst.user.id);
    expect((await get(`/v1/diligences/${d.id}/overview`, expired)).statusCode).toBe(401);
  });

  it('every role opens DiligenceSight: each reads its own company’s diligence only', async () => {
    const d = await createDiligence(t.db, { companyId, ownerId: analyst.user.id });
    for (const role of ROLES) {
      const caller = await loggedInUser(t, { companyId, role });
      const headers = authHeaders(caller.session);
      expect((await get(`/v1/diligences/${d.id}/overview`, headers)).statusCode, role).toBe(200);
      const foreign = await get(`/v1/diligences/${foreignDiligenceId}/overview`, headers);
      expect(foreign.statusCode, role).toBe(404);
    }
  });
});
