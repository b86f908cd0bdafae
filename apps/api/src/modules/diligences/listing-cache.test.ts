import { companies, diligences, eq, sql } from '@lince/db';
import { createDiligence, createUser } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  companyWithAnalyst,
  createTestApp,
  type LoggedInUser,
  type TestApp,
} from '../../testing/helpers.ts';

/**
 * The list and the kanban are served from a cache keyed by the company's listing version
 * (decision 013): these tests prove that a built answer is really reused, and that every kind of
 * write a row or card shows — through the API or straight into the database — makes the next one
 * fresh.
 */
let t: TestApp;
let companyId: string;
let analyst: LoggedInUser;

interface Card {
  _id: string;
  title: string;
  owner: { name: string };
  overdueSla: boolean;
}
interface Board {
  columns: { status: string; count: number; cards: Card[] }[];
}

beforeAll(async () => {
  t = await createTestApp();
  ({ companyId, analyst } = await companyWithAnalyst(t, { name: 'Quadro Ltda' }));
});
afterAll(async () => {
  await t.close();
});

const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, who = analyst) =>
  callAs(t, who.session, method, url, payload);

async function board(query = '', who = analyst): Promise<Board> {
  const response = await api('GET', `/v1/diligences/kanban${query}`, undefined, who);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.json();
}
async function listTitles(query = '?pageSize=100'): Promise<Map<string, string>> {
  const response = await api('GET', `/v1/diligences${query}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  const page = response.json() as { items: { _id: string; title: string }[] };
  return new Map(page.items.map((item) => [item._id, item.title]));
}
const column = (b: Board, status: string) => b.columns.find((c) => c.status === status)!;
const cardOf = (b: Board, id: string) =>
  b.columns.flatMap((c) => c.cards).find((c) => c._id === id);

async function newDiligence(title: string) {
  const response = await api('POST', '/v1/diligences', {
    title,
    purpose: 'OUTRO',
    ownerId: analyst.user.id,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Promise<{ _id: string }>;
}

describe('listing cache', () => {
  it('serves a built board or page again while nothing changed (a write with the triggers off stays unseen)', async () => {
    const d = await newDiligence('Quadro em cache');
    expect(cardOf(await board(), d._id)?.title).toBe('Quadro em cache');
    expect((await listTitles()).get(d._id)).toBe('Quadro em cache');
    await t.db.execute(
      sql`alter table "diligences" disable trigger "diligences_update_bumps_listings"`,
    );
    try {
      await t.db
        .update(diligences)
        .set({ title: 'Mudou sem avisar' })
        .where(eq(diligences.id, d._id));
      expect(cardOf(await board(), d._id)?.title).toBe('Quadro em cache');
      expect((await listTitles()).get(d._id)).toBe('Quadro em cache');
      // Another filter or card limit is another answer, built from the data as it is now.
      expect(cardOf(await board('?limit=7'), d._id)?.title).toBe('Mudou sem avisar');
      expect((await listTitles('?pageSize=99')).get(d._id)).toBe('Mudou sem avisar');
    } finally {
      await t.db.execute(
        sql`alter table "diligences" enable trigger "diligences_update_bumps_listings"`,
      );
    }
    await t.db.update(diligences).set({ title: 'Mudou com aviso' }).where(eq(diligences.id, d._id));
    expect(cardOf(await board(), d._id)?.title).toBe('Mudou com aviso');
    expect((await listTitles()).get(d._id)).toBe('Mudou com aviso');
  });

  it('shows a move, an edit and a new team member at once (API writes)', async () => {
    const d = await newDiligence('Mover e editar');
    await board();
    await board(`?memberId=${analyst.user.id}`);
    expect(
      (await api('POST', `/v1/diligences/${d._id}/status`, { status: 'ANALISE' })).statusCode,
    ).toBe(200);
    const moved = await board();
    expect(column(moved, 'ANALISE').cards.map((c) => c._id)).toContain(d._id);
    expect(column(moved, 'A_INICIAR').cards.map((c) => c._id)).not.toContain(d._id);

    await listTitles();
    await api('PATCH', `/v1/diligences/${d._id}`, { title: 'Editada' });
    expect(cardOf(await board(), d._id)?.title).toBe('Editada');
    expect((await listTitles()).get(d._id)).toBe('Editada');

    const { analyst: other } = await companyWithAnalyst(t);
    const colleague = await createUser(t.db, { companyId, name: 'Colega Nova' });
    const before = await board(`?memberId=${colleague.id}`);
    expect(cardOf(before, d._id)).toBeUndefined();
    await api('PATCH', `/v1/diligences/${d._id}`, { memberIds: [colleague.id] });
    expect(cardOf(await board(`?memberId=${colleague.id}`), d._id)).toBeDefined();
    expect(cardOf(await board('', other), d._id)).toBeUndefined();
  });

  it("shows an owner's new name, new SLA settings and diligences written outside the API", async () => {
    const d = await newDiligence('Dono renomeado');
    expect(cardOf(await board(), d._id)?.owner.name).toBe('Ana Analista');
    await api('PATCH', '/v1/users/me', { name: 'Ana Renomeada' });
    expect(cardOf(await board(), d._id)?.owner.name).toBe('Ana Renomeada');

    expect(cardOf(await board(), d._id)?.overdueSla).toBe(false);
    await t.db
      .update(diligences)
      .set({ statusChangedAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(diligences.id, d._id));
    await t.db
      .update(companies)
      .set({ settings: { slaDaysByStatus: { A_INICIAR: 1 } } })
      .where(eq(companies.id, companyId));
    expect(cardOf(await board(), d._id)?.overdueSla).toBe(true);

    const count = column(await board(), 'A_INICIAR').count;
    await createDiligence(t.db, { companyId, ownerId: analyst.user.id });
    expect(column(await board(), 'A_INICIAR').count).toBe(count + 1);
  });

  it("never gives one company's board to another with the same filters", async () => {
    await newDiligence('Só do Quadro');
    const { analyst: stranger } = await companyWithAnalyst(t);
    const mine = await board();
    const theirs = await board('', stranger);
    expect(mine.columns.some((c) => c.count > 0)).toBe(true);
    expect(theirs.columns.every((c) => c.count === 0 && c.cards.length === 0)).toBe(true);
  });

  it('forgets everything after a TRUNCATE (kept last: it empties this test database)', async () => {
    await newDiligence('Antes do truncate');
    expect(column(await board(), 'A_INICIAR').count).toBeGreaterThan(0);
    expect((await listTitles()).size).toBeGreaterThan(0);
    await t.db.execute(sql`truncate table "diligences" cascade`);
    expect(column(await board(), 'A_INICIAR').count).toBe(0);
    expect((await listTitles()).size).toBe(0);
  });
});
