import type { Lawsuit, LawsuitList } from '@lince/contracts';
import { activities, and, eq } from '@lince/db';
import { createCompany, createEntity } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { lawsuitFixtures, validCnj as cnj } from './lawsuits.test-support.ts';

let t: TestApp;
let companyId: string;
let analyst: LoggedInUser;
let setup: ReturnType<typeof lawsuitFixtures>['setup'];
let create: ReturnType<typeof lawsuitFixtures>['create'];

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t.db)).id;
  analyst = await loggedInUser(t, { companyId, role: 'DEFAULT' });
  ({ setup, create } = lawsuitFixtures(t, analyst, companyId));
});
afterAll(async () => {
  await t.close();
});

const as = (who: LoggedInUser, method: ApiMethod, url: string, payload?: unknown) =>
  callAs(t, who.session, method, url, payload);

describe('lawsuits of an entity', () => {
  it('creates (formatted CNJ kept as 20 digits, amounts normalised), reads, updates, removes, audits', async () => {
    const s = await setup();
    const n = cnj(1234);
    const formatted = `${n.slice(0, 7)}-${n.slice(7, 9)}.${n.slice(9, 13)}.8.26.0100`;
    const created = await create(s.list, {
      cnjNumber: formatted,
      court: 'TJSP',
      subjects: ['Indenização por dano moral'],
      counterparty: 'Fulano de Tal',
      claimValue: '1234.5',
      filedAt: '2023-03-01',
      risk: 'POSSIVEL',
      estimatedLoss: '0100',
    });
    expect(created).toMatchObject({
      cnjNumber: n,
      area: 'CIVEL',
      side: 'PASSIVO',
      status: 'ATIVO',
      claimValue: '1234.50',
      estimatedLoss: '100.00',
      filedAt: '2023-03-01',
      lastMovementAt: null,
      subjects: ['Indenização por dano moral'],
      source: 'MANUAL',
    });
    expect(json<Lawsuit>(await as(analyst, 'GET', s.one(created._id)))).toEqual(created);
    const duplicate = await as(analyst, 'POST', s.list, {
      cnjNumber: n,
      area: 'CIVEL',
      side: 'ATIVO',
    });
    expect(duplicate.statusCode).toBe(409);
    // The same number on another entity is another lawsuit.
    await create(`/v1/diligences/${s.id}/entities/${s.b}/lawsuits`, { cnjNumber: n });

    const updated = await as(analyst, 'PUT', s.one(created._id), {
      status: 'SUSPENSO',
      claimValue: null,
      notes: 'Acordo em negociação',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(json<Lawsuit>(updated)).toMatchObject({
      status: 'SUSPENSO',
      claimValue: null,
      notes: 'Acordo em negociação',
      estimatedLoss: '100.00',
    });
    expect((await as(analyst, 'DELETE', s.one(created._id))).statusCode).toBe(204);
    expect((await as(analyst, 'GET', s.one(created._id))).statusCode).toBe(404);
    const trail = await t.db
      .select({ action: activities.action })
      .from(activities)
      .where(and(eq(activities.targetType, 'lawsuit'), eq(activities.targetId, created._id)));
    expect(trail.map((r) => r.action).sort()).toEqual([
      'LAWSUIT_CREATED',
      'LAWSUIT_REMOVED',
      'LAWSUIT_UPDATED',
    ]);
  });

  it('refuses bad input with a 400 in Portuguese', async () => {
    const s = await setup();
    const good = cnj(77);
    const typo = `${good.slice(0, 6)}${(Number(good[6]) + 1) % 10}${good.slice(7)}`;
    const cases: [Record<string, unknown>, string][] = [
      [{ cnjNumber: typo }, 'dígitos verificadores'],
      [{ cnjNumber: '123' }, 'NNNNNNN-DD.AAAA.J.TR.OOOO'],
      [{ cnjNumber: `${good.slice(0, 13)}0${good.slice(14)}` }, 'segmento'],
      [{ cnjNumber: `${good.slice(0, 14)}99${good.slice(16)}` }, 'tribunal 99'],
      [{ cnjNumber: good, claimValue: '12,50' }, 'Valor da causa'],
      [{ cnjNumber: good, claimValue: '-1' }, 'Valor da causa'],
      [{ cnjNumber: good, estimatedLoss: '1.234' }, 'Perda estimada'],
      [{ cnjNumber: good, area: 'FAMILIA' }, 'Área desconhecida'],
      [{ cnjNumber: good, filedAt: '2023-02-30' }, 'Data inválida'],
      [{ cnjNumber: good, extra: 1 }, ''],
    ];
    for (const [body, message] of cases) {
      const response = await as(analyst, 'POST', s.list, { area: 'CIVEL', side: 'ATIVO', ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.body).toContain(message);
    }
    for (const query of ['area=FAMILIA', 'sort=notes', 'pageSize=1000', 'risk=ALTO'])
      expect((await as(analyst, 'GET', `${s.list}?${query}`)).statusCode, query).toBe(400);
  });

  it('pages, filters and sorts on the server; the summary aggregates every lawsuit of the entity', async () => {
    const s = await setup();
    const rows: Record<string, unknown>[] = [
      {
        area: 'CIVEL',
        side: 'PASSIVO',
        risk: 'PROVAVEL',
        claimValue: '1000.00',
        estimatedLoss: '500.10',
      },
      {
        area: 'CIVEL',
        side: 'PASSIVO',
        risk: 'PROVAVEL',
        claimValue: '2000.00',
        estimatedLoss: '0.20',
      },
      {
        area: 'CIVEL',
        side: 'ATIVO',
        risk: 'PROVAVEL',
        claimValue: '9000.00',
        estimatedLoss: '9000',
      },
      {
        area: 'TRABALHISTA',
        side: 'PASSIVO',
        risk: 'POSSIVEL',
        claimValue: '300.00',
        estimatedLoss: '150',
      },
      { area: 'TRABALHISTA', side: 'PASSIVO', risk: null, claimValue: '50.00' },
      {
        area: 'TRIBUTARIO',
        side: 'PASSIVO',
        risk: 'REMOTA',
        claimValue: '700.00',
        status: 'BAIXADO',
      },
      { area: 'TRIBUTARIO', side: 'OUTRO', risk: 'REMOTA' },
    ];
    for (const [i, row] of rows.entries()) await create(s.list, { cnjNumber: cnj(i + 1), ...row });
    const page = json<LawsuitList>(
      await as(analyst, 'GET', `${s.list}?pageSize=3&page=2&sort=claimValue&order=desc`),
    );
    expect(page.total).toBe(7);
    expect(page.items.map((l) => l.claimValue)).toEqual(['700.00', '300.00', '50.00']);
    const last = json<LawsuitList>(
      await as(analyst, 'GET', `${s.list}?pageSize=3&page=3&sort=claimValue&order=desc`),
    );
    expect(last.items.map((l) => l.claimValue)).toEqual([null]);
    const passive = json<LawsuitList>(
      await as(analyst, 'GET', `${s.list}?side=PASSIVO&risk=PROVAVEL&area=CIVEL`),
    );
    expect(passive.items.map((l) => l.cnjNumber)).toEqual([cnj(1), cnj(2)]);
    const filed = json<LawsuitList>(await as(analyst, 'GET', `${s.list}?status=BAIXADO`));
    expect(filed.total).toBe(1);

    const { summary } = filed;
    expect(summary.passiveProbableLoss).toBe('500.30');
    expect(summary.passivePossibleLoss).toBe('150.00');
    expect(summary.byAreaAndRisk).toEqual([
      {
        area: 'CIVEL',
        risk: 'PROVAVEL',
        count: 3,
        claimValue: '12000.00',
        estimatedLoss: '9500.30',
      },
      {
        area: 'TRABALHISTA',
        risk: 'POSSIVEL',
        count: 1,
        claimValue: '300.00',
        estimatedLoss: '150.00',
      },
      { area: 'TRABALHISTA', risk: null, count: 1, claimValue: '50.00', estimatedLoss: '0.00' },
      { area: 'TRIBUTARIO', risk: 'REMOTA', count: 2, claimValue: '700.00', estimatedLoss: '0.00' },
    ]);
    expect(summary.largest.map((l) => l.claimValue)).toEqual([
      '9000.00',
      '2000.00',
      '1000.00',
      '700.00',
      '300.00',
    ]);
  });

  it('401 without or with an expired session; another company’s diligence, entity or lawsuit is a 404', async () => {
    const s = await setup();
    const l = await create(s.list, { cnjNumber: cnj(5) });
    expect((await t.app.inject({ method: 'GET', url: s.list })).statusCode).toBe(401);
    const expired = await t.app.inject({
      method: 'GET',
      url: s.one(l._id),
      headers: await expiredAuthHeaders(analyst.user.id),
    });
    expect(expired.statusCode).toBe(401);
    const foreign = await foreignDiligence(t);
    const foreignEntity = await createEntity(t.db, {
      companyId: foreign.companyId,
      diligenceId: foreign.diligenceId,
      name: 'Outra',
    });
    const foreignList = `/v1/diligences/${foreign.diligenceId}/entities/${foreignEntity.id}/lawsuits`;
    expect((await as(analyst, 'GET', foreignList)).statusCode).toBe(404);
    const body = { cnjNumber: cnj(6), area: 'CIVEL', side: 'ATIVO' };
    expect((await as(analyst, 'POST', foreignList, body)).statusCode).toBe(404);
    // Another diligence's entity through this diligence, and this lawsuit through another one.
    const sibling = await setup();
    const crossed = `/v1/diligences/${s.id}/entities/${sibling.a}/lawsuits`;
    expect((await as(analyst, 'GET', crossed)).statusCode).toBe(404);
    expect((await as(analyst, 'POST', crossed, body)).statusCode).toBe(404);
    expect((await as(analyst, 'GET', sibling.one(l._id))).statusCode).toBe(404);
    const outsider = await loggedInUser(t, { role: 'ADMIN' });
    for (const method of ['GET', 'PUT', 'DELETE'] as const)
      expect(
        (await as(outsider, method, s.one(l._id), method === 'PUT' ? {} : undefined)).statusCode,
      ).toBe(404);
  });
});
