import type { Diligence, DiligenceOverview, Finding, FindingList } from '@lince/contracts';
import { activities, and, documentTypes, documents, eq } from '@lince/db';
import { createCompany, createDiligence, createEntity } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  computedRisks,
  createTestApp,
  expiredAuthHeaders,
  foreignDiligence,
  json,
  loggedInUser,
  type ApiMethod,
  type LoggedInUser,
  type TestApp,
} from '../../testing/helpers.ts';

let t: TestApp;
let companyId: string;
let analyst: LoggedInUser;
let typeId: string;

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t.db)).id;
  analyst = await loggedInUser(t, { companyId, role: 'DEFAULT' });
  typeId = (await t.db.select({ id: documentTypes.id }).from(documentTypes).limit(1))[0]!.id;
});
afterAll(async () => {
  await t.close();
});

const as = (who: LoggedInUser, method: ApiMethod, url: string, payload?: unknown) =>
  callAs(t, who.session, method, url, payload);

/** A diligence of the analyst with two entities, the first with one document. */
async function setup() {
  const d = await createDiligence(t.db, { companyId, ownerId: analyst.user.id });
  const a = await createEntity(t.db, { companyId, diligenceId: d.id, name: 'Alvo S.A.' });
  const b = await createEntity(t.db, { companyId, diligenceId: d.id, name: 'Sócio Ltda.' });
  const [doc] = await t.db
    .insert(documents)
    .values({
      companyId,
      diligenceId: d.id,
      entityId: a.id,
      documentTypeId: typeId,
      source: 'MANUAL',
      required: false,
    })
    .returning();
  const base = `/v1/diligences/${d.id}/findings`;
  return { id: d.id, a: a.id, b: b.id, doc: doc!.id, base };
}

const create = async (base: string, body: Record<string, unknown>) => {
  const response = await as(analyst, 'POST', base, { title: 'Apontamento', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return json<Finding>(response);
};

const risks = (diligenceId: string) => computedRisks(t, analyst.session, diligenceId);

describe('findings of a diligence', () => {
  it('creates on a document (its entity copied), an entity or the diligence; lists with filters and pages', async () => {
    const s = await setup();
    const onDoc = await create(s.base, { documentId: s.doc, severity: 'MEDIA' });
    expect(onDoc).toMatchObject({
      target: 'DOCUMENTO',
      entityId: s.a,
      entityName: 'Alvo S.A.',
      documentId: s.doc,
      resolved: false,
      createdBy: { _id: analyst.user.id },
    });
    expect(onDoc.documentTypeName).toBeTruthy();
    const onEntity = await create(s.base, {
      entityId: s.b,
      severity: 'ALTA',
      description: 'Dívida fiscal',
      recommendation: 'Exigir certidão',
    });
    expect(onEntity).toMatchObject({ target: 'ENTIDADE', entityId: s.b, documentId: null });
    const onDiligence = await create(s.base, { severity: 'BAIXA' });
    expect(onDiligence).toMatchObject({ target: 'DILIGENCIA', entityId: null });

    const all = json<FindingList>(await as(analyst, 'GET', s.base));
    expect(all.total).toBe(3);
    // Severest first.
    expect(all.items.map((f) => f.severity)).toEqual(['ALTA', 'MEDIA', 'BAIXA']);
    const ofA = json<FindingList>(await as(analyst, 'GET', `${s.base}?entityId=${s.a}`));
    expect(ofA.items.map((f) => f._id)).toEqual([onDoc._id]);
    const ofDoc = json<FindingList>(await as(analyst, 'GET', `${s.base}?documentId=${s.doc}`));
    expect(ofDoc.total).toBe(1);
    const page = json<FindingList>(await as(analyst, 'GET', `${s.base}?page=2&pageSize=2`));
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items).toHaveLength(1);

    const trail = await t.db
      .select({ action: activities.action })
      .from(activities)
      .where(and(eq(activities.targetType, 'finding'), eq(activities.targetId, onEntity._id)));
    expect(trail.map((r) => r.action)).toEqual(['FINDING_CREATED']);
  });

  it('edits, resolves (when and by whom), reopens and removes, each audited', async () => {
    const s = await setup();
    const f = await create(s.base, { entityId: s.a, severity: 'BAIXA' });
    const url = `${s.base}/${f._id}`;
    const edited = json<Finding>(await as(analyst, 'PATCH', url, { title: 'Novo título' }));
    expect(edited.title).toBe('Novo título');
    const resolved = json<Finding>(await as(analyst, 'PATCH', url, { resolved: true }));
    expect(resolved).toMatchObject({ resolved: true, resolvedBy: { _id: analyst.user.id } });
    expect(resolved.resolvedAt).toBeTruthy();
    const open = json<FindingList>(await as(analyst, 'GET', `${s.base}?resolved=false`));
    expect(open.total).toBe(0);
    const reopened = json<Finding>(await as(analyst, 'PATCH', url, { resolved: false }));
    expect(reopened).toMatchObject({ resolved: false, resolvedAt: null, resolvedBy: null });
    expect((await as(analyst, 'DELETE', url)).statusCode).toBe(204);
    expect((await as(analyst, 'DELETE', url)).statusCode).toBe(404);
    const trail = await t.db
      .select({ action: activities.action })
      .from(activities)
      .where(and(eq(activities.targetType, 'finding'), eq(activities.targetId, f._id)))
      .orderBy(activities.at);
    expect(trail.map((r) => r.action).sort()).toEqual(
      [
        'FINDING_CREATED',
        'FINDING_UPDATED',
        'FINDING_RESOLVED',
        'FINDING_REOPENED',
        'FINDING_REMOVED',
      ].sort(),
    );
  });

  it('an entity’s finding may be about one of its areas (registration, lawsuits, financial), filtered by target', async () => {
    const s = await setup();
    const onRegistration = await create(s.base, {
      entityId: s.a,
      area: 'CADASTRO',
      severity: 'ALTA',
    });
    expect(onRegistration).toMatchObject({ target: 'CADASTRO', entityId: s.a, documentId: null });
    const onLawsuits = await create(s.base, { entityId: s.a, area: 'PROCESSO', severity: 'MEDIA' });
    await create(s.base, { entityId: s.a, severity: 'BAIXA' });
    const lawsuits = json<FindingList>(
      await as(analyst, 'GET', `${s.base}?entityId=${s.a}&target=PROCESSO`),
    );
    expect(lawsuits.items.map((f) => f._id)).toEqual([onLawsuits._id]);
    // The area's finding counts for the entity's computed risk like any other.
    expect((await risks(s.id)).entities['Alvo S.A.']).toBe('ALTO');
    const bad = async (body: unknown, text: string) => {
      const response = await as(analyst, 'POST', s.base, {
        title: 'X',
        severity: 'ALTA',
        ...(body as object),
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.body).toContain(text);
    };
    await bad({ area: 'CADASTRO' }, 'Informe a parte do apontamento');
    await bad({ area: 'CADASTRO', documentId: s.doc }, 'não tem área');
    await bad({ area: 'ENTIDADE', entityId: s.a }, 'Área do apontamento inválida.');
    expect((await as(analyst, 'GET', `${s.base}?target=OUTRO`)).statusCode).toBe(400);
  });

  it('bad input is a 400 in Portuguese: empty title, unknown severity, a document or entity of another diligence', async () => {
    const s = await setup();
    const other = await setup();
    const bad = async (body: unknown, field: string) => {
      const response = await as(analyst, 'POST', s.base, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.body).toContain(field);
    };
    await bad({ title: '  ', severity: 'ALTA' }, 'Informe o título.');
    await bad({ title: 'X', severity: 'GRAVE' }, 'Escolha a gravidade.');
    await bad({ title: 'X', severity: 'ALTA', extra: 1 }, 'extra');
    await bad({ title: 'X', severity: 'ALTA', documentId: other.doc }, 'Documento não encontrado');
    await bad({ title: 'X', severity: 'ALTA', entityId: other.a }, 'Parte não encontrada');
    await bad(
      { title: 'X', severity: 'ALTA', entityId: s.b, documentId: s.doc },
      'O documento não é da parte',
    );
    const f = await create(s.base, { severity: 'ALTA' });
    const patch = await as(analyst, 'PATCH', `${s.base}/${f._id}`, { resolved: 'sim' });
    expect(patch.statusCode).toBe(400);
    expect((await as(analyst, 'GET', `${s.base}?resolved=talvez`)).statusCode).toBe(400);
    expect((await as(analyst, 'GET', `${s.base}?pageSize=1000`)).statusCode).toBe(400);
  });

  it('401 without or with an expired session; another company’s diligence or finding is a 404', async () => {
    const s = await setup();
    const f = await create(s.base, { severity: 'ALTA' });
    expect((await t.app.inject({ method: 'GET', url: s.base })).statusCode).toBe(401);
    const expired = await t.app.inject({
      method: 'GET',
      url: s.base,
      headers: await expiredAuthHeaders(analyst.user.id),
    });
    expect(expired.statusCode).toBe(401);
    const foreign = await foreignDiligence(t);
    const foreignBase = `/v1/diligences/${foreign.diligenceId}/findings`;
    expect((await as(analyst, 'GET', foreignBase)).statusCode).toBe(404);
    expect(
      (await as(analyst, 'POST', foreignBase, { title: 'X', severity: 'ALTA' })).statusCode,
    ).toBe(404);
    // The finding seen through another company's user, and through another diligence.
    const outsider = await loggedInUser(t, { role: 'ADMIN' });
    const url = `${s.base}/${f._id}`;
    for (const method of ['PATCH', 'DELETE'] as const)
      expect(
        (await as(outsider, method, url, method === 'PATCH' ? {} : undefined)).statusCode,
      ).toBe(404);
    const sibling = await setup();
    expect(
      (await as(analyst, 'PATCH', `${sibling.base}/${f._id}`, { resolved: true })).statusCode,
    ).toBe(404);
  });
});

describe('computed risk', () => {
  it('follows the open findings: entity and diligence, resolve lowers, reopen raises, removal and entity deletion recompute', async () => {
    const s = await setup();
    expect(await risks(s.id)).toEqual({
      diligence: null,
      entities: { 'Alvo S.A.': null, 'Sócio Ltda.': null },
    });
    const high = await create(s.base, { documentId: s.doc, severity: 'ALTA' });
    await create(s.base, { entityId: s.a, severity: 'BAIXA' });
    expect(await risks(s.id)).toEqual({
      diligence: 'ALTO',
      entities: { 'Alvo S.A.': 'ALTO', 'Sócio Ltda.': null },
    });
    const critical = await create(s.base, { severity: 'CRITICA' });
    expect((await risks(s.id)).diligence).toBe('CRITICO');
    await as(analyst, 'PATCH', `${s.base}/${critical._id}`, { resolved: true });
    expect((await risks(s.id)).diligence).toBe('ALTO');
    await as(analyst, 'PATCH', `${s.base}/${high._id}`, { resolved: true });
    expect(await risks(s.id)).toEqual({
      diligence: 'BAIXO',
      entities: { 'Alvo S.A.': 'BAIXO', 'Sócio Ltda.': null },
    });
    await as(analyst, 'PATCH', `${s.base}/${high._id}`, { resolved: false });
    expect((await risks(s.id)).entities['Alvo S.A.']).toBe('ALTO');
    // A lower severity lowers the rating.
    await as(analyst, 'PATCH', `${s.base}/${high._id}`, { severity: 'MEDIA' });
    expect((await risks(s.id)).diligence).toBe('MEDIO');
    await as(analyst, 'DELETE', `${s.base}/${high._id}`);
    expect((await risks(s.id)).diligence).toBe('BAIXO');
    // The overview counts the open findings per severity.
    const overview = json<DiligenceOverview>(
      await as(analyst, 'GET', `/v1/diligences/${s.id}/overview`),
    );
    expect(overview.findingsBySeverity).toEqual([
      { severity: 'BAIXA', count: 1 },
      { severity: 'MEDIA', count: 0 },
      { severity: 'ALTA', count: 0 },
      { severity: 'CRITICA', count: 0 },
    ]);
    // Removing the entity takes its findings and the rating with it.
    expect((await as(analyst, 'DELETE', `/v1/diligences/${s.id}/entities/${s.a}`)).statusCode).toBe(
      204,
    );
    expect((await risks(s.id)).diligence).toBeNull();
  });

  it('keeps the analyst’s override beside the computed value, and an entity’s override counts for the diligence', async () => {
    const s = await setup();
    await create(s.base, { entityId: s.a, severity: 'MEDIA' });
    const set = await as(analyst, 'PUT', `/v1/diligences/${s.id}/risk`, {
      rating: 'BAIXO',
      justification: 'Dívida já parcelada.',
    });
    expect(set.statusCode, set.body).toBe(200);
    await create(s.base, { entityId: s.b, severity: 'ALTA' });
    const d = json<Diligence>(await as(analyst, 'GET', `/v1/diligences/${s.id}`));
    expect(d.risk).toEqual({
      rating: 'BAIXO',
      computed: 'ALTO',
      justification: 'Dívida já parcelada.',
    });
    const entityRisk = await as(analyst, 'PUT', `/v1/diligences/${s.id}/entities/${s.b}/risk`, {
      rating: 'MEDIO',
      justification: 'Garantia real.',
    });
    expect(entityRisk.statusCode, entityRisk.body).toBe(200);
    expect((await risks(s.id)).diligence).toBe('MEDIO');
  });

  it('concurrent writes never leave a stale rating', async () => {
    const s = await setup();
    const severities = ['BAIXA', 'CRITICA', 'MEDIA', 'ALTA', 'BAIXA', 'MEDIA'] as const;
    const created = await Promise.all(
      severities.map((severity) => create(s.base, { entityId: s.a, severity })),
    );
    expect(await risks(s.id)).toMatchObject({ diligence: 'CRITICO' });
    // Resolve the critical one while others are created and edited at once.
    const critical = created.find((f) => f.severity === 'CRITICA')!;
    const responses = await Promise.all([
      as(analyst, 'PATCH', `${s.base}/${critical._id}`, { resolved: true }),
      ...created
        .filter((f) => f.severity === 'ALTA')
        .map((f) => as(analyst, 'PATCH', `${s.base}/${f._id}`, { resolved: true })),
      as(analyst, 'POST', s.base, { title: 'Novo', entityId: s.b, severity: 'MEDIA' }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(await risks(s.id)).toEqual({
      diligence: 'MEDIO',
      entities: { 'Alvo S.A.': 'MEDIO', 'Sócio Ltda.': 'MEDIO' },
    });
  });
});
