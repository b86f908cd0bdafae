import type { Track, TrackDiff, TrackReviewList } from '@lince/contracts';
import { activities, and, companies, documentTypes, eq, sql } from '@lince/db';
import { createCompany } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  createTestApp,
  expiredAuthHeaders,
  json,
  loggedInUser,
  type LoggedInUser,
  type TestApp,
} from '../../testing/helpers.ts';

let t: TestApp;
let companyId: string;
let admin: LoggedInUser;
let reviewer: LoggedInUser;
let analyst: LoggedInUser;
let outsider: LoggedInUser;
let types: { id: string; name: string }[];

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t.db)).id;
  admin = await loggedInUser(t, { companyId, role: 'ADMIN', name: 'Ana Autora' });
  reviewer = await loggedInUser(t, { companyId, role: 'ADMIN', name: 'Rita Revisora' });
  analyst = await loggedInUser(t, { companyId, role: 'DEFAULT' });
  outsider = await loggedInUser(t, { role: 'ADMIN' });
  types = await t.db
    .select({ id: documentTypes.id, name: documentTypes.name })
    .from(documentTypes)
    .where(eq(documentTypes.active, true))
    .orderBy(documentTypes.name);
});
afterAll(async () => {
  await t.close();
});

type ErrorBody = { error: { code: string; message: string; details?: { path: string }[] } };

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'M&A — aquisição',
  purpose: 'M_A',
  description: 'Aquisição de participação',
  steps: [
    {
      title: 'Certidões',
      slaDays: 10,
      requirements: [
        { documentTypeId: types[0]!.id, appliesTo: 'AMBOS' },
        { documentTypeId: types[1]!.id, appliesTo: 'PJ', roles: ['ALVO'] },
      ],
      checks: [{ kind: 'PROCESSOS', appliesTo: 'AMBOS' }],
    },
    { title: 'Societário', requirements: [{ documentTypeId: types[2]!.id, appliesTo: 'PJ' }] },
  ],
  ...overrides,
});

const as = (who: LoggedInUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  callAs(t, who.session, method, url, payload);

async function draft(who = admin, overrides: Record<string, unknown> = {}) {
  const response = await as(who, 'POST', '/v1/tracks', body(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return json<Track>(response);
}

async function published(overrides: Record<string, unknown> = {}) {
  const d = await draft(admin, overrides);
  expect((await as(admin, 'POST', `/v1/tracks/${d._id}/submit`)).statusCode).toBe(200);
  const approved = await as(reviewer, 'POST', `/v1/tracks/${d._id}/approve`);
  expect(approved.statusCode, approved.body).toBe(200);
  return json<Track>(approved);
}

describe('POST/GET/PUT /v1/tracks', () => {
  it('an ADMIN creates a draft, reads it, edits it; the list shows it with its author', async () => {
    const created = await draft();
    expect(created).toMatchObject({
      status: 'RASCUNHO',
      version: 1,
      stepsCount: 2,
      author: { _id: admin.user.id, name: 'Ana Autora' },
      replacesVersion: null,
      can: { edit: true, submit: true, approve: false, newVersion: false, archive: true },
    });
    expect(created.steps[0]!.requirements[0]).toMatchObject({
      documentTypeName: types[0]!.name,
      roles: null,
    });
    expect(created.steps[0]!.key).toBeTruthy();
    const edited = await as(admin, 'PUT', `/v1/tracks/${created._id}`, {
      ...body({ name: 'M&A — revisada' }),
      steps: [{ ...body().steps[1], key: created.steps[1]!.key }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json<Track>(edited)).toMatchObject({ name: 'M&A — revisada', stepsCount: 1 });
    expect(json<Track>(edited).steps[0]!.key).toBe(created.steps[1]!.key);
    const list = json<{ items: { _id: string; author: unknown }[]; total: number }>(
      await as(admin, 'GET', '/v1/tracks?status=RASCUNHO&pageSize=100'),
    );
    expect(list.items.find((i) => i._id === created._id)).toMatchObject({
      author: { name: 'Ana Autora' },
    });
    const actions = await t.db
      .select({ action: activities.action })
      .from(activities)
      .where(and(eq(activities.targetType, 'track'), eq(activities.targetId, created._id)));
    expect(actions.map((a) => a.action).sort()).toEqual(['TRACK_CREATED', 'TRACK_UPDATED']);
  });

  it.each([
    ['no step', { steps: [] }, 'steps'],
    ['a step without title', { steps: [{ title: '  ', requirements: [] }] }, 'steps.0.title'],
    [
      'a duplicate requirement in one step',
      {
        steps: [
          {
            title: 'Etapa',
            requirements: [
              { documentTypeId: 'x', appliesTo: 'PF' },
              { documentTypeId: 'x', appliesTo: 'AMBOS' },
            ],
          },
        ],
      },
      'steps.0.requirements.1.documentTypeId',
    ],
    [
      'an unknown document type',
      {
        steps: [
          { title: 'Etapa', requirements: [{ documentTypeId: 'nao-existe', appliesTo: 'PF' }] },
        ],
      },
      'steps.0.requirements.0.documentTypeId',
    ],
    [
      'an unknown check kind',
      { steps: [{ title: 'E', checks: [{ kind: 'X', appliesTo: 'PF' }] }] },
      'steps.0.checks.0.kind',
    ],
    ['a name too short', { name: 'x' }, 'name'],
  ])('400 naming the field for %s', async (_, overrides, path) => {
    const response = await as(admin, 'POST', '/v1/tracks', body(overrides));
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).error.details?.map((d) => d.path)).toContain(path);
  });

  it('400 for an inactive document type', async () => {
    const [inactive] = await t.db
      .insert(documentTypes)
      .values({ name: 'Tipo inativo', category: 'OUTRO', appliesTo: 'AMBOS', active: false })
      .returning();
    const response = await as(admin, 'POST', '/v1/tracks', {
      ...body(),
      steps: [{ title: 'E', requirements: [{ documentTypeId: inactive!.id, appliesTo: 'PF' }] }],
    });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).error.message).toBe(
      'Tipo de documento inexistente ou inativo.',
    );
  });

  it('DEFAULT: 403 on every write and on the ADMIN list; reads the published tracks', async () => {
    const d = await draft();
    for (const [method, url] of [
      ['GET', '/v1/tracks'],
      ['POST', '/v1/tracks'],
      ['GET', `/v1/tracks/${d._id}`],
      ['PUT', `/v1/tracks/${d._id}`],
      ['POST', `/v1/tracks/${d._id}/submit`],
      ['POST', `/v1/tracks/${d._id}/approve`],
      ['POST', `/v1/tracks/${d._id}/return`],
      ['POST', `/v1/tracks/${d._id}/archive`],
      ['GET', '/v1/tracks/review'],
    ] as const) {
      const response = await as(analyst, method, url, method === 'GET' ? undefined : body());
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    const p = await published({ name: 'Publicada para analistas' });
    const list = await as(analyst, 'GET', '/v1/tracks/published');
    expect(list.statusCode).toBe(200);
    expect(json<{ items: { _id: string }[] }>(list).items.map((i) => i._id)).toContain(p._id);
  });

  it('another company: 404 with the same body as an unknown id; its tracks are not listed', async () => {
    const d = await draft();
    const unknown = await as(outsider, 'GET', '/v1/tracks/nao-existe');
    for (const [method, url] of [
      ['GET', `/v1/tracks/${d._id}`],
      ['PUT', `/v1/tracks/${d._id}`],
      ['POST', `/v1/tracks/${d._id}/submit`],
      ['POST', `/v1/tracks/${d._id}/archive`],
      ['POST', `/v1/tracks/${d._id}/duplicate`],
      ['GET', `/v1/tracks/${d._id}/diff`],
    ] as const) {
      const response = await as(outsider, method, url, method === 'PUT' ? body() : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body).toBe(unknown.body);
    }
    const list = json<{ items: { _id: string }[] }>(await as(outsider, 'GET', '/v1/tracks'));
    expect(list.items.map((i) => i._id)).not.toContain(d._id);
  });

  it('401 without a session or with an expired token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/tracks' })).statusCode).toBe(401);
    const expired = await t.app.inject({
      method: 'GET',
      url: '/v1/tracks/published',
      headers: await expiredAuthHeaders(admin.user.id),
    });
    expect(expired.statusCode).toBe(401);
  });
});

describe('review: submit, approve, return, new version, archive, duplicate', () => {
  it('four eyes: the author cannot approve (403), another ADMIN can; the list shows the published', async () => {
    const d = await draft();
    await as(admin, 'POST', `/v1/tracks/${d._id}/submit`);
    const own = await as(admin, 'POST', `/v1/tracks/${d._id}/approve`);
    expect(own.statusCode).toBe(403);
    expect(json<ErrorBody>(own).error.message).toMatch(/autor desta versão/);
    const review = json<TrackReviewList>(await as(reviewer, 'GET', '/v1/tracks/review'));
    const item = review.items.find((i) => i._id === d._id)!;
    expect(item.canApprove).toBe(true);
    expect(item.diff.base).toBeNull();
    const approved = await as(reviewer, 'POST', `/v1/tracks/${d._id}/approve`);
    expect(json<Track>(approved)).toMatchObject({
      status: 'PUBLICADA',
      reviewedBy: { name: 'Rita Revisora' },
      can: { edit: false, newVersion: true },
    });
    // A published version is immutable.
    expect((await as(admin, 'PUT', `/v1/tracks/${d._id}`, body())).statusCode).toBe(409);
    // Approving it again: not under review.
    expect((await as(reviewer, 'POST', `/v1/tracks/${d._id}/approve`)).statusCode).toBe(409);
  });

  it('with "Exigir revisão por outra pessoa" off, the author approves', async () => {
    const own = await createCompany(t.db, { settings: { requireSecondReviewer: false } });
    const solo = await loggedInUser(t, { companyId: own.id, role: 'ADMIN' });
    const d = await draft(solo);
    await as(solo, 'POST', `/v1/tracks/${d._id}/submit`);
    const approved = await as(solo, 'POST', `/v1/tracks/${d._id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
  });

  it('return needs a comment, goes back to draft and shows the comment to the author', async () => {
    const d = await draft();
    expect((await as(reviewer, 'POST', `/v1/tracks/${d._id}/return`, {})).statusCode).toBe(400);
    expect(
      (await as(reviewer, 'POST', `/v1/tracks/${d._id}/return`, { comment: 'Faltam certidões' }))
        .statusCode,
    ).toBe(409);
    await as(admin, 'POST', `/v1/tracks/${d._id}/submit`);
    const returned = await as(reviewer, 'POST', `/v1/tracks/${d._id}/return`, {
      comment: 'Faltam certidões',
    });
    expect(json<Track>(returned)).toMatchObject({
      status: 'RASCUNHO',
      reviewComment: 'Faltam certidões',
    });
  });

  it('new version N+1 from a published one, one open draft at a time, diff against the published', async () => {
    const v1 = await published({ name: 'Trilha versionada' });
    const v2 = json<Track>(await as(admin, 'POST', `/v1/tracks/${v1._id}/new-version`));
    expect(v2).toMatchObject({
      trackId: v1.trackId,
      version: 2,
      status: 'RASCUNHO',
      replacesVersion: 1,
    });
    expect((await as(admin, 'POST', `/v1/tracks/${v1._id}/new-version`)).statusCode).toBe(409);
    const [first, second] = v2.steps;
    await as(admin, 'PUT', `/v1/tracks/${v2._id}`, {
      ...body({ name: 'Trilha versionada' }),
      steps: [
        {
          key: second!.key,
          title: 'Societário e contratos',
          requirements: [{ documentTypeId: types[2]!.id, appliesTo: 'PJ' }],
        },
        {
          key: first!.key,
          title: first!.title,
          slaDays: 10,
          requirements: [{ documentTypeId: types[0]!.id, appliesTo: 'AMBOS' }],
          checks: [],
        },
        { title: 'Imóveis', requirements: [{ documentTypeId: types[3]!.id, appliesTo: 'AMBOS' }] },
      ],
    });
    const diff = json<TrackDiff>(await as(admin, 'GET', `/v1/tracks/${v2._id}/diff`));
    expect(diff.base).toEqual({ _id: v1._id, version: 1 });
    const byTitle = new Map(diff.steps.map((s) => [s.after?.title ?? s.before?.title, s]));
    expect(byTitle.get('Societário e contratos')).toMatchObject({ change: 'KEPT', renamed: true });
    expect(byTitle.get('Imóveis')).toMatchObject({ change: 'ADDED' });
    const certidoes = byTitle.get('Certidões')!;
    expect(certidoes.requirementsRemoved.map((r) => r.documentTypeId)).toEqual([types[1]!.id]);
    expect(certidoes.checksRemoved).toEqual([{ kind: 'PROCESSOS', appliesTo: 'AMBOS' }]);
    expect(diff.steps.filter((s) => s.moved)).toHaveLength(1);
    await as(admin, 'POST', `/v1/tracks/${v2._id}/submit`);
    await as(reviewer, 'POST', `/v1/tracks/${v2._id}/approve`);
    const old = json<Track>(await as(admin, 'GET', `/v1/tracks/${v1._id}`));
    expect(old).toMatchObject({ status: 'ARQUIVADA', superseded: true });
    expect(old.versions.map((v) => v.version)).toEqual([2, 1]);
    const list = json<{ items: { _id: string }[] }>(
      await as(admin, 'GET', '/v1/tracks?pageSize=100'),
    );
    expect(list.items.map((i) => i._id)).toContain(v2._id);
    expect(list.items.map((i) => i._id)).not.toContain(v1._id);
  });

  it('two ADMINs approving at once: one wins, the other gets 409; one published version', async () => {
    const v1 = await published({ name: 'Concorrida' });
    const v2 = json<Track>(await as(admin, 'POST', `/v1/tracks/${v1._id}/new-version`));
    await as(admin, 'POST', `/v1/tracks/${v2._id}/submit`);
    const third = await loggedInUser(t, { companyId, role: 'ADMIN' });
    const results = await Promise.all([
      as(reviewer, 'POST', `/v1/tracks/${v2._id}/approve`),
      as(third, 'POST', `/v1/tracks/${v2._id}/approve`),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.db.execute(
      sql`select count(*)::int as n from track_versions where track_id = ${v1.trackId} and status = 'PUBLICADA'`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('archive keeps the version readable, takes it off the published list and clears the default', async () => {
    const p = await published({ name: 'A arquivar' });
    await t.db
      .update(companies)
      .set({ settings: { defaultTrackId: p.trackId } })
      .where(eq(companies.id, companyId));
    const archived = await as(admin, 'POST', `/v1/tracks/${p._id}/archive`);
    expect(json<Track>(archived)).toMatchObject({ status: 'ARQUIVADA', can: { archive: false } });
    expect((await as(admin, 'POST', `/v1/tracks/${p._id}/archive`)).statusCode).toBe(409);
    const list = json<{ items: { _id: string }[] }>(
      await as(analyst, 'GET', '/v1/tracks/published'),
    );
    expect(list.items.map((i) => i._id)).not.toContain(p._id);
    const [company] = await t.db.select().from(companies).where(eq(companies.id, companyId));
    expect(company!.settings.defaultTrackId).toBeNull();
  });

  it('duplicate makes a new track (version 1, draft) with the same steps', async () => {
    const p = await published({ name: 'Original' });
    const copy = json<Track>(await as(admin, 'POST', `/v1/tracks/${p._id}/duplicate`));
    expect(copy).toMatchObject({ name: 'Cópia de Original', version: 1, status: 'RASCUNHO' });
    expect(copy.trackId).not.toBe(p.trackId);
    expect(copy.steps.map((s) => s.title)).toEqual(p.steps.map((s) => s.title));
    const named = json<Track>(
      await as(admin, 'POST', `/v1/tracks/${p._id}/duplicate`, { name: '  Due diligence 2027 ' }),
    );
    expect(named).toMatchObject({ name: 'Due diligence 2027', version: 1, status: 'RASCUNHO' });
    const refused = await as(admin, 'POST', `/v1/tracks/${p._id}/duplicate`, { name: 'x' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Informe o nome da trilha');
  });
});
