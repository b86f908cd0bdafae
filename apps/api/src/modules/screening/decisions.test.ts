import type { Entity, EntityScreening, FindingList, Kanban, ScreeningHit } from '@lince/contracts';
import { activities, and, diligences, eq } from '@lince/db';
import { createCompany, createDiligence, randomCnpj } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rescreenAfterImportJob } from '../../domain/screening/rescreen-job.ts';
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
import { seedListVersion, type SeedRecord } from '../../testing/restrictive-lists.ts';

let t: TestApp;
let companyId: string;
let analyst: LoggedInUser;

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t.db)).id;
  analyst = await loggedInUser(t, { companyId, role: 'DEFAULT' });
});
afterAll(async () => {
  await t.close();
});

const as = (who: LoggedInUser, method: ApiMethod, url: string, payload?: unknown) =>
  callAs(t, who.session, method, url, payload);

/** A diligence of `who` with one PJ party added through the API (screened at once). */
async function party(who: LoggedInUser, cnpj = randomCnpj(), name = 'Parte Fictícia Ltda') {
  const d = (await createDiligence(t.db, { companyId: who.user.companyId!, ownerId: who.user.id }))
    .id;
  const response = await as(who, 'POST', `/v1/diligences/${d}/entities`, {
    kind: 'PJ',
    name,
    document: cnpj,
    roleInDiligence: 'ALVO',
  });
  expect(response.statusCode, response.body).toBe(201);
  const id = json<Entity>(response)._id;
  const screeningUrl = `/v1/diligences/${d}/entities/${id}/screening`;
  const screening = async (w = who) => json<EntityScreening>(await as(w, 'GET', screeningUrl));
  return {
    d,
    id,
    cnpj,
    screeningUrl,
    screening,
    hitUrl: (hit: string) => `/v1/diligences/${d}/screening-hits/${hit}`,
  };
}

const ceis = (cnpj: string, key: string, extra: Partial<SeedRecord> = {}): SeedRecord => ({
  recordKey: key,
  document: cnpj,
  name: 'Parte Fictícia',
  category: 'Inidoneidade',
  startDate: '2024-03-01',
  endDate: '2030-03-01',
  organ: 'Ministério Imaginário',
  legalBasis: 'Lei 8.666/1993, art. 87, IV',
  ...extra,
});

async function runJob(versionId: string) {
  await t.app.deps.jobs.enqueue(t.db, rescreenAfterImportJob, { versionId });
  t.app.deps.jobs.wake(rescreenAfterImportJob);
  await t.app.deps.jobs.settle(30_000);
}

describe('deciding a hit', () => {
  it('discarding needs a justification (400 naming it); confirming proposes a Crítica finding; a later discard resolves it; each audited', async () => {
    const cnpj = randomCnpj();
    await seedListVersion(t.db, 'CEIS', [ceis(cnpj, `K-${cnpj}`)]);
    const p = await party(analyst, cnpj);
    const [hit] = (await p.screening()).hits;
    expect(hit).toBeTruthy();
    const bare = await as(analyst, 'PUT', p.hitUrl(hit!._id), { status: 'DESCARTADA' });
    expect(bare.statusCode).toBe(400);
    expect(bare.body).toContain('justification');
    expect(bare.body).toContain('Informe a justificativa');
    const blank = await as(analyst, 'PUT', p.hitUrl(hit!._id), {
      status: 'DESCARTADA',
      justification: '   ',
    });
    expect(blank.statusCode).toBe(400);
    expect((await as(analyst, 'PUT', p.hitUrl(hit!._id), { status: 'NOVA' })).statusCode).toBe(400);

    // The chips: the parties list and the kanban card show the open hit.
    const chips = async () => ({
      party: json<{ items: Entity[] }>(await as(analyst, 'GET', `/v1/diligences/${p.d}/entities`))
        .items[0]!.openScreeningHits,
      card: json<Kanban>(await as(analyst, 'GET', '/v1/diligences/kanban'))
        .columns.flatMap((c) => c.cards)
        .find((c) => c._id === p.d)?.screeningAlert,
    });
    expect(await chips()).toEqual({ party: 1, card: true });
    const confirmed = json<ScreeningHit>(
      await as(analyst, 'PUT', p.hitUrl(hit!._id), { status: 'CONFIRMADA' }),
    );
    expect(confirmed).toMatchObject({ status: 'CONFIRMADA', decidedBy: { _id: analyst.user.id } });
    expect(confirmed.findingId).toBeTruthy();
    const findings = json<FindingList>(
      await as(analyst, 'GET', `/v1/diligences/${p.d}/findings?entityId=${p.id}`),
    );
    expect(findings.items).toHaveLength(1);
    expect(findings.items[0]).toMatchObject({
      _id: confirmed.findingId,
      severity: 'CRITICA',
      resolved: false,
    });
    expect(findings.items[0]!.title).toContain('CEIS');
    expect(findings.items[0]!.description).toContain('Ministério Imaginário');
    expect(findings.items[0]!.description).toContain('01/03/2024 a 01/03/2030');

    const discarded = json<ScreeningHit>(
      await as(analyst, 'PUT', p.hitUrl(hit!._id), {
        status: 'DESCARTADA',
        justification: 'Homônimo: outra empresa.',
      }),
    );
    expect(discarded).toMatchObject({
      status: 'DESCARTADA',
      justification: 'Homônimo: outra empresa.',
    });
    expect(await chips()).toEqual({ party: 0, card: false });
    const after = json<FindingList>(
      await as(analyst, 'GET', `/v1/diligences/${p.d}/findings?entityId=${p.id}`),
    );
    expect(after.items[0]).toMatchObject({ _id: confirmed.findingId, resolved: true });

    const trail = await t.db
      .select({ action: activities.action })
      .from(activities)
      .where(and(eq(activities.targetType, 'screening_hit'), eq(activities.targetId, hit!._id)))
      .orderBy(activities.at);
    expect(trail.map((r) => r.action)).toEqual([
      'SCREENING_HIT_CONFIRMED',
      'SCREENING_HIT_DISCARDED',
    ]);
  });

  it('a PEP hit confirmed proposes a Média finding (diligência reforçada)', async () => {
    const cnpj = randomCnpj();
    await seedListVersion(t.db, 'PEP', [ceis(cnpj, `PEP-${cnpj}`, { category: 'Prefeito' })]);
    const p = await party(analyst, cnpj);
    const hit = (await p.screening()).hits.find((h) => h.list === 'PEP')!;
    const confirmed = json<ScreeningHit>(
      await as(analyst, 'PUT', p.hitUrl(hit._id), { status: 'CONFIRMADA' }),
    );
    const findings = json<FindingList>(
      await as(analyst, 'GET', `/v1/diligences/${p.d}/findings?entityId=${p.id}`),
    );
    expect(findings.items.find((f) => f._id === confirmed.findingId)).toMatchObject({
      severity: 'MEDIA',
    });
    expect(findings.items[0]!.recommendation).toContain('diligência reforçada');
  });
});

describe('re-screening after an import (the job)', () => {
  it('keeps each decision, refreshes the version and record, marks what is gone; every company, open diligences only', async () => {
    const kept = randomCnpj();
    const dropped = randomCnpj();
    await seedListVersion(t.db, 'CNEP', [
      ceis(kept, `CNEP-${kept}`),
      ceis(dropped, `CNEP-${dropped}`),
    ]);
    const a = await party(analyst, kept);
    const b = await party(analyst, dropped);
    const hitA = (await a.screening()).hits.find((h) => h.list === 'CNEP')!;
    await as(analyst, 'PUT', a.hitUrl(hitA._id), {
      status: 'DESCARTADA',
      justification: 'Não é a mesma empresa.',
    });
    // Another company's party, and a party of a concluded diligence, of a CNPJ the new version adds.
    const added = randomCnpj();
    const other = await loggedInUser(t, {
      companyId: (await createCompany(t.db)).id,
      role: 'ADMIN',
    });
    const c = await party(other, added);
    const closed = await party(analyst, added);
    await t.db.update(diligences).set({ status: 'CONCLUIDA' }).where(eq(diligences.id, closed.d));
    expect((await c.screening()).hits.filter((h) => h.list === 'CNEP')).toEqual([]);

    const v2 = await seedListVersion(t.db, 'CNEP', [
      ceis(kept, `CNEP-${kept}`, { organ: 'Órgão Renomeado' }),
      ceis(added, `CNEP-${added}`),
    ]);
    await runJob(v2.versionId);

    const afterA = (await a.screening()).hits.find((h) => h.list === 'CNEP')!;
    expect(afterA).toMatchObject({
      _id: hitA._id,
      status: 'DESCARTADA',
      justification: 'Não é a mesma empresa.',
      version: v2.version,
      current: true,
      record: { organ: 'Órgão Renomeado' },
    });
    const sa = await a.screening();
    expect(sa.lists).toContainEqual({ list: 'CNEP', version: v2.version });
    const afterB = (await b.screening()).hits.find((h) => h.list === 'CNEP')!;
    expect(afterB).toMatchObject({ current: false, status: 'NOVA' });
    expect((await c.screening()).hits.filter((h) => h.list === 'CNEP')).toMatchObject([
      { matchKind: 'DOCUMENTO', status: 'NOVA', current: true },
    ]);
    expect((await closed.screening()).hits.filter((h) => h.list === 'CNEP')).toEqual([]);
  });

  it("a company's own list re-screens only that company's parties", async () => {
    const cnpj = randomCnpj();
    const other = await loggedInUser(t, {
      companyId: (await createCompany(t.db)).id,
      role: 'DEFAULT',
    });
    const mine = await party(analyst, cnpj);
    const theirs = await party(other, cnpj);
    const own = await seedListVersion(t.db, 'EMPRESA', [ceis(cnpj, `E-${cnpj}`)], { companyId });
    await runJob(own.versionId);
    expect((await mine.screening()).hits.map((h) => h.list)).toContain('EMPRESA');
    expect((await theirs.screening()).hits.map((h) => h.list)).not.toContain('EMPRESA');
    expect((await theirs.screening()).lists.map((l) => l.list)).not.toContain('EMPRESA');
  });
});

describe('access', () => {
  it('401 without or with an expired session; another company’s party or hit is a 404; bad ids are 400', async () => {
    const cnpj = randomCnpj();
    await seedListVersion(t.db, 'CEIS', [ceis(cnpj, `A-${cnpj}`)]);
    const p = await party(analyst, cnpj);
    const [hit] = (await p.screening()).hits;
    expect((await t.app.inject({ method: 'GET', url: p.screeningUrl })).statusCode).toBe(401);
    const expired = await t.app.inject({
      method: 'POST',
      url: p.screeningUrl,
      headers: await expiredAuthHeaders(analyst.user.id),
    });
    expect(expired.statusCode).toBe(401);
    // Another company's user (an ADMIN: every role may open the party screen, so no 403 here).
    const outsider = await loggedInUser(t, { role: 'ADMIN' });
    expect((await as(outsider, 'GET', p.screeningUrl)).statusCode).toBe(404);
    expect((await as(outsider, 'POST', p.screeningUrl)).statusCode).toBe(404);
    expect(
      (await as(outsider, 'PUT', p.hitUrl(hit!._id), { status: 'CONFIRMADA' })).statusCode,
    ).toBe(404);
    // The hit through another diligence of the same company, and a party of another company.
    const sibling = await party(analyst);
    expect(
      (await as(analyst, 'PUT', sibling.hitUrl(hit!._id), { status: 'CONFIRMADA' })).statusCode,
    ).toBe(404);
    const foreign = await foreignDiligence(t);
    expect(
      (await as(analyst, 'GET', `/v1/diligences/${foreign.diligenceId}/entities/${p.id}/screening`))
        .statusCode,
    ).toBe(404);
    expect(
      (await as(analyst, 'GET', `/v1/diligences/${p.d}/entities/${sibling.id}/screening`))
        .statusCode,
    ).toBe(404);
    expect(
      (await as(analyst, 'GET', `/v1/diligences/${p.d}/entities/${'x'.repeat(65)}/screening`))
        .statusCode,
    ).toBe(400);
    expect(
      (await as(analyst, 'PUT', p.hitUrl('x'.repeat(65)), { status: 'CONFIRMADA' })).statusCode,
    ).toBe(400);
    expect(
      (
        await as(analyst, 'PUT', p.hitUrl(hit!._id), {
          status: 'DESCARTADA',
          justification: 'a\u0000b',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await as(analyst, 'PUT', p.hitUrl(hit!._id), { status: 'CONFIRMADA', extra: 1 })).statusCode,
    ).toBe(400);
  });
});
