import { todayInBrazil } from '@lince/contracts/calendar';
import { formatCnpj, formatCpf } from '@lince/contracts';
import { activities, companies, diligences, eq } from '@lince/db';
import { createCompany, createUser, randomCnpj, randomCpf } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, loggedInUser, type TestApp } from '../../testing/helpers.ts';

let t: TestApp;
let companyId: string;
let analyst: Awaited<ReturnType<typeof loggedInUser>>;
let admin: Awaited<ReturnType<typeof loggedInUser>>;
let outsider: Awaited<ReturnType<typeof loggedInUser>>;
let colleagueId: string;

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t.db, { name: 'Escritório Alfa' })).id;
  analyst = await loggedInUser(t, { companyId, role: 'DEFAULT', name: 'Ana Analista' });
  admin = await loggedInUser(t, { companyId, role: 'ADMIN', name: 'Bruno Admin' });
  colleagueId = (await createUser(t.db, { companyId, name: 'Carla Colega' })).id;
  outsider = await loggedInUser(t, { role: 'ADMIN' });
});
afterAll(async () => {
  await t.close();
});

type Session = typeof analyst.session;
const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: unknown,
  session: Session = analyst.session,
) =>
  t.app.inject({
    method,
    url,
    headers: { ...authHeaders(session), 'content-type': 'application/json' },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

const year = Number(todayInBrazil().slice(0, 4));

async function create(overrides: Record<string, unknown> = {}, session: Session = analyst.session) {
  const response = await call(
    'POST',
    '/v1/diligences',
    {
      title: 'Aquisição da Fábrica São João',
      purpose: 'M_A',
      ownerId: analyst.user.id,
      memberIds: [colleagueId],
      dueDate: '2030-12-31',
      priority: 'ALTA',
      ...overrides,
    },
    session,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('diligences: create, read, edit', () => {
  it('creates with a DD-YYYY-NNNN code, team and first entity, recording the activities', async () => {
    const cnpj = randomCnpj();
    const body = await create({
      firstEntity: {
        kind: 'PJ',
        name: 'Fábrica São João Ltda',
        document: formatCnpj(cnpj),
        roleInDiligence: 'ALVO',
      },
    });
    expect(body.code).toMatch(new RegExp(`^DD-${year}-\\d{4}$`));
    expect(body).toMatchObject({
      title: 'Aquisição da Fábrica São João',
      purpose: 'M_A',
      status: 'A_INICIAR',
      priority: 'ALTA',
      dueDate: '2030-12-31',
      overdue: false,
      progress: { done: 0, required: 0 },
      owner: { _id: analyst.user.id, name: 'Ana Analista' },
      team: [{ _id: colleagueId, name: 'Carla Colega' }],
      entitiesCount: 1,
      risk: { computed: null, rating: null, justification: null },
      createdBy: analyst.user.id,
    });
    const trail = await t.db.select().from(activities).where(eq(activities.companyId, companyId));
    expect(trail.map((a) => a.action)).toEqual(
      expect.arrayContaining(['DILIGENCE_CREATED', 'ENTITY_CREATED']),
    );
    const got = await call('GET', `/v1/diligences/${body._id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json().code).toBe(body.code);
  });

  it('refuses bad input (400) and an owner or member from another company or inactive', async () => {
    const bad = await call('POST', '/v1/diligences', { title: 'x', purpose: 'NADA' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_ERROR');
    const badDate = await call('POST', '/v1/diligences', {
      title: 'Título bom',
      purpose: 'OUTRO',
      ownerId: analyst.user.id,
      dueDate: '2030-02-30',
    });
    expect(badDate.statusCode).toBe(400);
    const foreignOwner = await call('POST', '/v1/diligences', {
      title: 'Título bom',
      purpose: 'OUTRO',
      ownerId: outsider.user.id,
    });
    expect(foreignOwner.statusCode).toBe(400);
    expect(foreignOwner.json().error.message).toBe(
      'O responsável deve ser um usuário ativo da sua empresa.',
    );
    const inactive = await createUser(t.db, { companyId, active: false });
    const inactiveMember = await call('POST', '/v1/diligences', {
      title: 'Título bom',
      purpose: 'OUTRO',
      ownerId: analyst.user.id,
      memberIds: [inactive.id],
    });
    expect(inactiveMember.statusCode).toBe(400);
    const badEntity = await call('POST', '/v1/diligences', {
      title: 'Título bom',
      purpose: 'OUTRO',
      ownerId: analyst.user.id,
      firstEntity: {
        kind: 'PF',
        name: 'Fulano',
        document: '111.111.111-11',
        roleInDiligence: 'ALVO',
      },
    });
    expect(badEntity.statusCode).toBe(400);
  });

  it('20 parallel creations get 20 unique, sequential codes', async () => {
    const company = await createCompany(t.db);
    const user = await loggedInUser(t, { companyId: company.id });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(
          'POST',
          '/v1/diligences',
          { title: `Paralela ${i}`, purpose: 'CREDITO', ownerId: user.user.id },
          user.session,
        ),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const codes = responses.map((r) => r.json().code as string).sort();
    expect(codes).toEqual(
      Array.from({ length: 20 }, (_, i) => `DD-${year}-${String(i + 1).padStart(4, '0')}`),
    );
  });

  it('edits fields and the team; another company’s diligence is 404 everywhere', async () => {
    const d = await create();
    const edited = await call('PATCH', `/v1/diligences/${d._id}`, {
      title: 'Novo título da diligência',
      memberIds: [],
      ownerId: admin.user.id,
      dueDate: null,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Novo título da diligência',
      team: [],
      owner: { _id: admin.user.id },
      dueDate: null,
    });
    const [activity] = await t.db
      .select()
      .from(activities)
      .where(eq(activities.action, 'DILIGENCE_UPDATED'));
    expect(activity?.summary).toMatchObject({ after: { title: 'Novo título da diligência' } });
    for (const [method, url, payload] of [
      ['GET', `/v1/diligences/${d._id}`, undefined],
      ['PATCH', `/v1/diligences/${d._id}`, { title: 'Invasão' }],
      ['POST', `/v1/diligences/${d._id}/cancel`, { reason: 'Invasão' }],
      ['POST', `/v1/diligences/${d._id}/status`, { status: 'COLETA' }],
      ['PUT', `/v1/diligences/${d._id}/risk`, { rating: 'ALTO', justification: 'x' }],
    ] as const) {
      const response = await call(method, url, payload, outsider.session);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('GET', '/v1/diligences/nao-existe')).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/v1/diligences/${d._id}`, { priority: 'MAXIMA' })).statusCode,
    ).toBe(400);
  });

  it('401 without a session or with an expired/forged token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/diligences' })).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/v1/diligences',
      headers: { authorization: 'Bearer a.b.c', user: analyst.user.id },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('a DEFAULT user sees every diligence of the company, not only those of their team', async () => {
    const d = await create({ ownerId: admin.user.id, memberIds: [] }, admin.session);
    const stranger = await loggedInUser(t, { companyId, role: 'DEFAULT' });
    const list = await call('GET', '/v1/diligences?pageSize=100', undefined, stranger.session);
    expect(list.json().items.map((i: { _id: string }) => i._id)).toContain(d._id);
    const got = await call('GET', `/v1/diligences/${d._id}`, undefined, stranger.session);
    expect(got.statusCode).toBe(200);
  });

  it('a LINCE role may open the screens, but sees only its own company’s diligences', async () => {
    const provider = await loggedInUser(t, { role: 'LINCE_DEFAULT' });
    const list = await call('GET', '/v1/diligences', undefined, provider.session);
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(0);
    const d = await create();
    expect(
      (await call('GET', `/v1/diligences/${d._id}`, undefined, provider.session)).statusCode,
    ).toBe(404);
  });
});

describe('diligences: list', () => {
  let co: string;
  let owner: Awaited<ReturnType<typeof loggedInUser>>;
  let member: string;
  const ids: Record<string, string> = {};
  let cpf: string;
  let cnpj: string;
  beforeAll(async () => {
    co = (await createCompany(t.db)).id;
    owner = await loggedInUser(t, { companyId: co, name: 'Dora Dona' });
    member = (await createUser(t.db, { companyId: co })).id;
    cpf = randomCpf();
    cnpj = randomCnpj();
    const mk = async (key: string, body: Record<string, unknown>) => {
      const r = await call(
        'POST',
        '/v1/diligences',
        { ownerId: owner.user.id, ...body },
        owner.session,
      );
      expect(r.statusCode, r.body).toBe(201);
      ids[key] = r.json()._id;
    };
    await mk('imovel', {
      title: 'Compra de imóvel em Florianópolis',
      purpose: 'IMOBILIARIA',
      dueDate: '2020-01-10',
      priority: 'BAIXA',
      firstEntity: {
        kind: 'PF',
        name: 'José Conceição',
        document: formatCpf(cpf),
        roleInDiligence: 'VENDEDOR',
      },
    });
    await mk('credito', {
      title: 'Crédito para Ação Ltda',
      purpose: 'CREDITO',
      dueDate: '2031-05-01',
      priority: 'URGENTE',
      memberIds: [member],
      firstEntity: {
        kind: 'PJ',
        name: 'Ação Comércio Ltda',
        document: cnpj,
        roleInDiligence: 'ALVO',
      },
    });
    await mk('cancelada', { title: 'Fornecedor cancelado', purpose: 'FORNECEDOR' });
    await call(
      'POST',
      `/v1/diligences/${ids.cancelada}/cancel`,
      { reason: 'Desistência do cliente' },
      owner.session,
    );
  });
  const list = async (query: string) => {
    const r = await call('GET', `/v1/diligences?${query}`, undefined, owner.session);
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as { items: { _id: string; overdue: boolean }[]; total: number };
  };
  const idsOf = (page: { items: { _id: string }[] }) => page.items.map((i) => i._id).sort();

  it('pages, sorts and hides canceled ones unless asked', async () => {
    const all = await list('');
    expect(all.total).toBe(2);
    expect((await list('includeCanceled=true')).total).toBe(3);
    expect(idsOf(await list('status=CANCELADA'))).toEqual([ids.cancelada]);
    const page = await list('pageSize=1&page=2&sort=priority&order=desc');
    expect(page.items.map((i) => i._id)).toEqual([ids.imovel]);
    const byDue = await list('sort=dueDate&order=asc');
    expect(byDue.items[0]!._id).toBe(ids.imovel);
    expect(byDue.items[0]!.overdue).toBe(true);
    expect(byDue.items[1]!.overdue).toBe(false);
    for (const sort of ['code', 'title', 'status', 'createdAt']) await list(`sort=${sort}`);
    expect(
      (await call('GET', '/v1/diligences?sort=senha', undefined, owner.session)).statusCode,
    ).toBe(400);
    expect(
      (await call('GET', '/v1/diligences?status=ABERTA', undefined, owner.session)).statusCode,
    ).toBe(400);
    expect(
      (await call('GET', '/v1/diligences?dueFrom=ontem', undefined, owner.session)).statusCode,
    ).toBe(400);
  });

  it('filters by status, purpose, owner, member, risk and due-date range', async () => {
    expect(idsOf(await list('purpose=CREDITO'))).toEqual([ids.credito]);
    expect(idsOf(await list('purpose=CREDITO,IMOBILIARIA')).length).toBe(2);
    expect(idsOf(await list('status=A_INICIAR&status=COLETA')).length).toBe(2);
    expect(idsOf(await list(`memberId=${member}`))).toEqual([ids.credito]);
    expect((await list(`ownerId=${owner.user.id}`)).total).toBe(2);
    expect((await list(`ownerId=${member}`)).total).toBe(0);
    expect(idsOf(await list('dueFrom=2030-01-01&dueTo=2032-01-01'))).toEqual([ids.credito]);
    await call(
      'PUT',
      `/v1/diligences/${ids.imovel}/risk`,
      { rating: 'ALTO', justification: 'Penhora na matrícula.' },
      owner.session,
    );
    expect(idsOf(await list('risk=ALTO'))).toEqual([ids.imovel]);
  });

  it('searches code, title, entity name, CPF and CNPJ, with or without punctuation and accents', async () => {
    const d = (await call('GET', `/v1/diligences/${ids.credito}`, undefined, owner.session)).json();
    expect(idsOf(await list(`search=${d.code}`))).toEqual([ids.credito]);
    expect(idsOf(await list(`search=${d.code.toLowerCase()}`))).toEqual([ids.credito]);
    expect(idsOf(await list('search=florianopolis'))).toEqual([ids.imovel]);
    expect(idsOf(await list('search=FLORIANÓPOLIS'))).toEqual([ids.imovel]);
    expect(idsOf(await list('search=jose%20conceicao'))).toEqual([ids.imovel]);
    expect(idsOf(await list(`search=${cpf}`))).toEqual([ids.imovel]);
    expect(idsOf(await list(`search=${encodeURIComponent(formatCpf(cpf))}`))).toEqual([ids.imovel]);
    expect(idsOf(await list(`search=${encodeURIComponent(formatCnpj(cnpj))}`))).toEqual([
      ids.credito,
    ]);
    expect(idsOf(await list(`search=${cnpj.slice(0, 8)}`))).toEqual([ids.credito]);
    expect(idsOf(await list('search=acao%20comercio'))).toEqual([ids.credito]);
    expect((await list('search=100%25')).total).toBe(0);
  });
});

describe('diligences: status rules, cancel, risk, kanban', () => {
  it('moves freely between open columns; CONCLUIDA needs risk and conclusion (422 lists what is missing)', async () => {
    const d = await create();
    const moved = await call('POST', `/v1/diligences/${d._id}/status`, { status: 'ANALISE' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().status).toBe('ANALISE');
    const refused = await call('POST', `/v1/diligences/${d._id}/status`, { status: 'CONCLUIDA' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe(
      'Para concluir a diligência, informe a classificação de risco e a conclusão.',
    );
    const noJustification = await call('PUT', `/v1/diligences/${d._id}/risk`, { rating: 'MEDIO' });
    expect(noJustification.statusCode).toBe(422);
    const risk = await call('PUT', `/v1/diligences/${d._id}/risk`, {
      rating: 'MEDIO',
      justification: 'Protestos antigos quitados.',
    });
    expect(risk.json().risk).toEqual({
      computed: null,
      rating: 'MEDIO',
      justification: 'Protestos antigos quitados.',
    });
    const stillRefused = await call('POST', `/v1/diligences/${d._id}/status`, {
      status: 'CONCLUIDA',
    });
    expect(stillRefused.json().error.message).toBe(
      'Para concluir a diligência, informe a conclusão.',
    );
    await call('PATCH', `/v1/diligences/${d._id}`, { conclusion: 'Sem óbices relevantes.' });
    const done = await call('POST', `/v1/diligences/${d._id}/status`, { status: 'CONCLUIDA' });
    expect(done.statusCode).toBe(200);
    expect(done.json().concludedAt).not.toBeNull();

    const byAnalyst = await call('POST', `/v1/diligences/${d._id}/status`, {
      status: 'REVISAO',
      reason: 'Novo documento',
    });
    expect(byAnalyst.statusCode).toBe(403);
    const noReason = await call(
      'POST',
      `/v1/diligences/${d._id}/status`,
      { status: 'REVISAO' },
      admin.session,
    );
    expect(noReason.statusCode).toBe(422);
    const reopened = await call(
      'POST',
      `/v1/diligences/${d._id}/status`,
      { status: 'REVISAO', reason: 'Chegou certidão positiva.' },
      admin.session,
    );
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ status: 'REVISAO', concludedAt: null });
    const moves = await t.db.select().from(activities).where(eq(activities.targetId, d._id));
    expect(moves.filter((a) => a.action === 'DILIGENCE_STATUS_CHANGED')).toHaveLength(3);
    expect(moves.find((a) => a.summary.reason === 'Chegou certidão positiva.')).toBeTruthy();
  });

  it('cancels with a reason only; reopening a canceled one is for an ADMIN with a reason', async () => {
    const d = await create();
    expect((await call('POST', `/v1/diligences/${d._id}/cancel`, {})).statusCode).toBe(400);
    const canceled = await call('POST', `/v1/diligences/${d._id}/cancel`, {
      reason: 'Negócio desfeito.',
    });
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toMatchObject({
      status: 'CANCELADA',
      cancelReason: 'Negócio desfeito.',
    });
    expect(
      (await call('POST', `/v1/diligences/${d._id}/cancel`, { reason: 'De novo' })).statusCode,
    ).toBe(409);
    expect(
      (await call('POST', `/v1/diligences/${d._id}/status`, { status: 'COLETA', reason: 'Voltou' }))
        .statusCode,
    ).toBe(403);
    const back = await call(
      'POST',
      `/v1/diligences/${d._id}/status`,
      { status: 'COLETA', reason: 'Cliente retomou o negócio.' },
      admin.session,
    );
    expect(back.json()).toMatchObject({ status: 'COLETA', canceledAt: null, cancelReason: null });
    const viaStatus = await call('POST', `/v1/diligences/${d._id}/status`, { status: 'CANCELADA' });
    expect(viaStatus.statusCode).toBe(422);
  });

  it('kanban: five columns with counts, cards and the SLA flag of the company settings', async () => {
    const co = await createCompany(t.db);
    await t.db
      .update(companies)
      .set({ settings: { slaDaysByStatus: { A_INICIAR: 2, COLETA: null as never } } })
      .where(eq(companies.id, co.id));
    const user = await loggedInUser(t, { companyId: co.id });
    const mk = (title: string) =>
      call(
        'POST',
        '/v1/diligences',
        { title, purpose: 'OUTRO', ownerId: user.user.id },
        user.session,
      ).then((r) => r.json());
    const late = await mk('Parada há dias');
    await mk('Recente');
    const collecting = await mk('Em coleta');
    await call(
      'POST',
      `/v1/diligences/${collecting._id}/status`,
      { status: 'COLETA' },
      user.session,
    );
    await t.db
      .update(diligences)
      .set({ statusChangedAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(diligences.id, late._id));
    const board = await call('GET', '/v1/diligences/kanban', undefined, user.session);
    expect(board.statusCode).toBe(200);
    const columns = board.json().columns as {
      status: string;
      count: number;
      cards: { _id: string; overdueSla: boolean }[];
    }[];
    expect(columns.map((c) => [c.status, c.count])).toEqual([
      ['A_INICIAR', 2],
      ['COLETA', 1],
      ['ANALISE', 0],
      ['REVISAO', 0],
      ['CONCLUIDA', 0],
    ]);
    const flags = Object.fromEntries(columns[0]!.cards.map((c) => [c._id, c.overdueSla]));
    expect(flags[late._id]).toBe(true);
    expect(Object.values(flags).filter(Boolean)).toHaveLength(1);
    expect(columns[1]!.cards[0]!.overdueSla).toBe(false);
    const limited = await call(
      'GET',
      '/v1/diligences/kanban?limit=1&search=parada',
      undefined,
      user.session,
    );
    expect(limited.json().columns[0]).toMatchObject({ count: 1, cards: [{ _id: late._id }] });
    expect(
      (await call('GET', '/v1/diligences/kanban?limit=0', undefined, user.session)).statusCode,
    ).toBe(400);
  });
});
