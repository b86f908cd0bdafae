import type {
  DocumentList,
  CheckItem,
  Diligence,
  DiligenceListItem,
  DiligenceOverview,
  Entity,
  Track,
} from '@lince/contracts';
import { and, companies, documentTypes, documents, eq, sql, type StoredTrackStep } from '@lince/db';
import { createCompany, createTrack, randomCnpj, randomCpf } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  createTestApp,
  expiredAuthHeaders,
  foreignDiligence,
  json,
  loggedInUser,
  type LoggedInUser,
  type TestApp,
} from '../../testing/helpers.ts';
import { syncChecklists } from './service.ts';

let t: TestApp;
let companyId: string;
let admin: LoggedInUser;
let analyst: LoggedInUser;
let type: Record<'cnd' | 'fgts' | 'rg' | 'contrato' | 'matricula' | 'balanco', string>;
let track: { id: string; trackId: string };

const NAMES = {
  cnd: 'CND de Débitos Federais e Dívida Ativa da União',
  fgts: 'CRF — Certificado de Regularidade do FGTS',
  rg: 'RG ou CNH',
  contrato: 'Contrato Social ou Estatuto Social consolidado',
  matricula: 'Matrícula do Imóvel',
  balanco: 'Balanço Patrimonial',
} as const;

const steps = (): StoredTrackStep[] => [
  {
    key: 'k-cert',
    title: 'Certidões',
    slaDays: 10,
    requirements: [
      { documentTypeId: type.cnd, appliesTo: 'AMBOS', roles: null },
      { documentTypeId: type.fgts, appliesTo: 'PJ', roles: null },
      { documentTypeId: type.rg, appliesTo: 'PF', roles: null },
    ],
    checks: [{ kind: 'PROCESSOS', appliesTo: 'AMBOS' }],
  },
  {
    key: 'k-soc',
    title: 'Societário',
    slaDays: null,
    requirements: [
      { documentTypeId: type.contrato, appliesTo: 'PJ', roles: ['ALVO'] },
      // Required again in a later step: still one item, in the first step.
      { documentTypeId: type.cnd, appliesTo: 'AMBOS', roles: null },
    ],
    checks: [{ kind: 'CADASTRO', appliesTo: 'PJ' }],
  },
];

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t.db)).id;
  admin = await loggedInUser(t, { companyId, role: 'ADMIN' });
  analyst = await loggedInUser(t, { companyId, role: 'DEFAULT' });
  const rows = await t.db.select().from(documentTypes);
  const byName = new Map(rows.map((r) => [r.name, r.id]));
  type = Object.fromEntries(
    Object.entries(NAMES).map(([k, name]) => [k, byName.get(name)!]),
  ) as typeof type;
  const row = await createTrack(t.db, { companyId, name: 'M&A', steps: steps() });
  track = { id: row.id, trackId: row.trackId };
});
afterAll(async () => {
  await t.close();
});

const as = (
  who: LoggedInUser,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: unknown,
) => callAs(t, who.session, method, url, payload);

const pj = (roleInDiligence = 'ALVO') => ({
  kind: 'PJ',
  name: 'Alvo Participações S.A.',
  document: randomCnpj(),
  roleInDiligence,
});
const pf = (roleInDiligence = 'SOCIO') => ({
  kind: 'PF',
  name: 'Maria Sócia',
  document: randomCpf(),
  roleInDiligence,
});

async function newDiligence(extra: Record<string, unknown> = {}) {
  const response = await as(analyst, 'POST', '/v1/diligences', {
    title: 'Aquisição da Alvo',
    purpose: 'M_A',
    ownerId: analyst.user.id,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<Diligence>(response);
}

async function entitiesOf(diligenceId: string) {
  return json<{ items: Entity[] }>(
    await as(analyst, 'GET', `/v1/diligences/${diligenceId}/entities`),
  ).items;
}

async function checklist(diligenceId: string, entityId: string) {
  const response = await as(
    analyst,
    'GET',
    `/v1/diligences/${diligenceId}/entities/${entityId}/documents`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return json<DocumentList>(response).items;
}

const typesOf = (items: DocumentList['items']) =>
  items
    .filter((i) => i.required)
    .map((i) => i.documentTypeId)
    .sort();

describe('generation on diligence create and entity add', () => {
  it('the first entity (PJ, alvo) gets one document per required type and one check per kind', async () => {
    const d = await newDiligence({ trackId: track.trackId, firstEntity: pj() });
    expect(d).toMatchObject({
      trackId: track.trackId,
      trackVersion: 1,
      track: { _id: track.id, name: 'M&A', version: 1 },
    });
    const [entity] = await entitiesOf(d._id);
    const items = await checklist(d._id, entity!._id);
    expect(typesOf(items)).toEqual([type.cnd, type.fgts, type.contrato].sort());
    expect(items.find((i) => i.documentTypeId === type.cnd)).toMatchObject({
      status: 'PENDENTE',
      required: true,
      stepTitle: 'Certidões',
      stepOrder: 1,
      documentTypeName: NAMES.cnd,
    });
    const checks = json<{ items: CheckItem[] }>(
      await as(analyst, 'GET', `/v1/diligences/${d._id}/entities/${entity!._id}/checks`),
    ).items;
    expect(checks.map((c) => c.kind).sort()).toEqual(['CADASTRO', 'PROCESSOS']);
  });

  it('PF vs PJ and roles: a PF sócio gets only what applies to PF and to every role', async () => {
    const d = await newDiligence({ trackId: track.trackId });
    const added = await as(analyst, 'POST', `/v1/diligences/${d._id}/entities`, pf());
    expect(added.statusCode).toBe(201);
    const entity = json<Entity>(added);
    expect(typesOf(await checklist(d._id, entity._id))).toEqual([type.cnd, type.rg].sort());
    expect(entity.progress).toEqual({ done: 0, required: 2 });
  });

  it('the company default track applies when none is named; null means none; a bad one is 400', async () => {
    await t.db
      .update(companies)
      .set({ settings: { defaultTrackId: track.trackId } })
      .where(eq(companies.id, companyId));
    try {
      expect((await newDiligence()).trackId).toBe(track.trackId);
      expect((await newDiligence({ trackId: null })).trackId).toBeNull();
    } finally {
      await t.db.update(companies).set({ settings: {} }).where(eq(companies.id, companyId));
    }
    const draft = await createTrack(t.db, { companyId, status: 'RASCUNHO' });
    const foreign = await createTrack(t.db, { companyId: (await createCompany(t.db)).id });
    for (const trackId of ['nao-existe', draft.trackId, foreign.trackId]) {
      const response = await as(analyst, 'POST', '/v1/diligences', {
        title: 'Com trilha inválida',
        purpose: 'M_A',
        ownerId: analyst.user.id,
        trackId,
      });
      expect(response.statusCode, trackId).toBe(400);
      expect(response.json().error.details[0].path).toBe('trackId');
    }
  });
});

describe('changes keep what was touched', () => {
  it('a role change adds what is missing, removes untouched items, keeps an analysed one', async () => {
    const d = await newDiligence({ trackId: track.trackId, firstEntity: pj('ALVO') });
    const [entity] = await entitiesOf(d._id);
    const url = `/v1/diligences/${d._id}/entities/${entity!._id}`;
    // The contrato social was analysed; the fgts is untouched.
    await t.db
      .update(documents)
      .set({ status: 'APROVADO' })
      .where(and(eq(documents.entityId, entity!._id), eq(documents.documentTypeId, type.contrato)));
    expect((await as(analyst, 'PATCH', url, { roleInDiligence: 'FORNECEDOR' })).statusCode).toBe(
      200,
    );
    const items = await checklist(d._id, entity!._id);
    expect(typesOf(items)).toEqual([type.cnd, type.fgts].sort());
    expect(items.find((i) => i.documentTypeId === type.contrato)).toMatchObject({
      status: 'APROVADO',
      required: false,
    });
    // Back to alvo: the analysed item is required again, not duplicated.
    await as(analyst, 'PATCH', url, { roleInDiligence: 'ALVO' });
    const again = await checklist(d._id, entity!._id);
    expect(again.filter((i) => i.documentTypeId === type.contrato)).toHaveLength(1);
    expect(typesOf(again)).toEqual([type.cnd, type.fgts, type.contrato].sort());
  });

  it('a diligence without a track chooses one later; moving to another track keeps analysed items', async () => {
    const d = await newDiligence({ trackId: null, firstEntity: pj() });
    const [entity] = await entitiesOf(d._id);
    expect(await checklist(d._id, entity!._id)).toEqual([]);
    const chosen = await as(analyst, 'PUT', `/v1/diligences/${d._id}/track`, {
      trackId: track.trackId,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(json<Diligence>(chosen)).toMatchObject({ trackId: track.trackId, trackVersion: 1 });
    await t.db
      .update(documents)
      .set({ status: 'DISPENSADO' })
      .where(and(eq(documents.entityId, entity!._id), eq(documents.documentTypeId, type.fgts)));
    const other = await createTrack(t.db, {
      companyId,
      name: 'Imobiliária',
      steps: [
        {
          title: 'Imóvel',
          slaDays: null,
          requirements: [
            { documentTypeId: type.matricula, appliesTo: 'AMBOS', roles: null },
            { documentTypeId: type.cnd, appliesTo: 'AMBOS', roles: null },
          ],
          checks: [],
        },
      ],
    });
    const moved = await as(analyst, 'PUT', `/v1/diligences/${d._id}/track`, {
      trackId: other.trackId,
    });
    expect(moved.statusCode).toBe(200);
    const items = await checklist(d._id, entity!._id);
    expect(typesOf(items)).toEqual([type.matricula, type.cnd].sort());
    expect(items.find((i) => i.documentTypeId === type.cnd)).toMatchObject({ stepTitle: 'Imóvel' });
    expect(items.find((i) => i.documentTypeId === type.fgts)).toMatchObject({
      status: 'DISPENSADO',
      required: false,
    });
    expect(items.find((i) => i.documentTypeId === type.contrato)).toBeUndefined();
    // Idempotent: the same choice again changes nothing.
    await as(analyst, 'PUT', `/v1/diligences/${d._id}/track`, { trackId: other.trackId });
    expect(await checklist(d._id, entity!._id)).toEqual(items);
  });

  it('moving to a newer version of the same track', async () => {
    const d = await newDiligence({ trackId: track.trackId, firstEntity: pj() });
    const reviewer = await loggedInUser(t, { companyId, role: 'ADMIN' });
    const v2 = json<Track>(await as(admin, 'POST', `/v1/tracks/${track.id}/new-version`));
    const put = await as(admin, 'PUT', `/v1/tracks/${v2._id}`, {
      name: 'M&A',
      purpose: 'M_A',
      steps: [
        { title: 'Financeiro', requirements: [{ documentTypeId: type.balanco, appliesTo: 'PJ' }] },
      ],
    });
    expect(put.statusCode, put.body).toBe(200);
    await as(admin, 'POST', `/v1/tracks/${v2._id}/submit`);
    expect((await as(reviewer, 'POST', `/v1/tracks/${v2._id}/approve`)).statusCode).toBe(200);
    track = { id: v2._id, trackId: v2.trackId };
    const moved = json<Diligence>(
      await as(analyst, 'PUT', `/v1/diligences/${d._id}/track`, { trackId: v2.trackId }),
    );
    expect(moved).toMatchObject({ trackVersion: 2, track: { version: 2 } });
    const [entity] = await entitiesOf(d._id);
    expect(typesOf(await checklist(d._id, entity!._id))).toEqual([type.balanco]);
  });

  it('concurrent generation of the same entity leaves no duplicate', async () => {
    const d = await newDiligence({ trackId: track.trackId, firstEntity: pj() });
    const [entity] = await entitiesOf(d._id);
    await t.db.delete(documents).where(eq(documents.entityId, entity!._id));
    const ctx = {
      userId: analyst.user.id,
      companyId,
      role: 'DEFAULT' as const,
      ip: null,
      db: t.db,
    };
    const tracked = { id: d._id, trackId: track.trackId, trackVersion: 2 };
    await Promise.all([1, 2, 3, 4].map(() => syncChecklists(ctx, tracked, [entity!._id])));
    const rows = await t.db.select().from(documents).where(eq(documents.entityId, entity!._id));
    expect(rows).toHaveLength(1);
  });
});

describe('progress and reads', () => {
  it('list, overview (steps × entities) and entity count analysed or waived ÷ required; the list is fresh', async () => {
    const d = await newDiligence({ trackId: track.trackId, firstEntity: pj() });
    await as(analyst, 'POST', `/v1/diligences/${d._id}/entities`, {
      ...pj('SOCIO'),
      name: 'Holding',
    });
    const listed = async () =>
      json<{ items: DiligenceListItem[] }>(
        await as(analyst, 'GET', `/v1/diligences?search=${d.code}`),
      ).items[0]!.progress;
    expect(await listed()).toEqual({ done: 0, required: 2 });
    const [first] = await entitiesOf(d._id);
    await t.db
      .update(documents)
      .set({ status: 'APROVADO' })
      .where(eq(documents.entityId, first!._id));
    expect(await listed()).toEqual({ done: 1, required: 2 });
    const overview = json<DiligenceOverview>(
      await as(analyst, 'GET', `/v1/diligences/${d._id}/overview`),
    );
    expect(overview.track.track).toMatchObject({ trackId: track.trackId, version: 2 });
    expect(overview.track.steps).toHaveLength(1);
    expect(overview.track.steps[0]).toMatchObject({ title: 'Financeiro', done: 1, required: 2 });
    expect(overview.track.steps[0]!.entities.find((e) => e.entityId === first!._id)).toMatchObject({
      done: 1,
      required: 1,
    });
    expect(overview.entities.find((e) => e._id === first!._id)!.progress).toEqual({
      done: 1,
      required: 1,
    });
  });

  it('another company or an unknown diligence or entity: the same 404; no session: 401', async () => {
    const d = await newDiligence({ trackId: track.trackId, firstEntity: pj() });
    const [entity] = await entitiesOf(d._id);
    const foreign = await foreignDiligence(t);
    const unknown = await as(
      analyst,
      'GET',
      `/v1/diligences/nao-existe/entities/${entity!._id}/documents`,
    );
    expect(unknown.statusCode).toBe(404);
    const other = await as(
      analyst,
      'GET',
      `/v1/diligences/${foreign.diligenceId}/entities/${entity!._id}/documents`,
    );
    expect(other.statusCode).toBe(404);
    expect(other.body).toBe(unknown.body);
    const wrongEntity = await as(
      analyst,
      'GET',
      `/v1/diligences/${d._id}/entities/nao-existe/documents`,
    );
    expect(wrongEntity.statusCode).toBe(404);
    const outsider = await loggedInUser(t, { role: 'ADMIN' });
    const theirs = await callAs(t, outsider.session, 'PUT', `/v1/diligences/${d._id}/track`, {
      trackId: track.trackId,
    });
    expect(theirs.statusCode).toBe(404);
    const expired = await t.app.inject({
      method: 'GET',
      url: `/v1/diligences/${d._id}/entities/${entity!._id}/documents`,
      headers: await expiredAuthHeaders(analyst.user.id),
    });
    expect(expired.statusCode).toBe(401);
    expect((await as(analyst, 'PUT', `/v1/diligences/${d._id}/track`, {})).statusCode).toBe(400);
    const count = await t.db.execute(
      sql`select count(*)::int as n from documents where entity_id = ${entity!._id}`,
    );
    expect((count as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });
});
