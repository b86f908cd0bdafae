import {
  KANBAN_STATUSES,
  PRIORITIES,
  type DiligencePurpose,
  type DiligenceStatus,
  type Priority,
  type RiskRating,
} from '@lince/contracts';
import { diligenceMembers } from '@lince/db';
import { createCompany, createDiligence, createUser } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, loggedInUser, type TestApp } from '../../testing/helpers.ts';

/**
 * The list's total (page and count in one statement) and the kanban's counts and card order (one
 * statement; the member filter written one way for counting, another for reading rows) agree
 * with the same filters computed here over a known set of diligences.
 */

interface Seeded {
  id: string;
  code: string;
  status: DiligenceStatus;
  purpose: DiligencePurpose;
  priority: Priority;
  dueDate: string | null;
  ownerId: string;
  memberIds: string[];
  risk: RiskRating | null;
}

let t: TestApp;
let user: Awaited<ReturnType<typeof loggedInUser>>;
let otherId: string;
const seeded: Seeded[] = [];

const STATUSES: DiligenceStatus[] = [...KANBAN_STATUSES, 'CANCELADA'];
const PURPOSES: DiligencePurpose[] = ['M_A', 'CREDITO', 'OUTRO'];
const RISKS: (RiskRating | null)[] = [null, 'BAIXO', 'ALTO', 'CRITICO'];

beforeAll(async () => {
  t = await createTestApp();
  const companyId = (await createCompany(t.db)).id;
  user = await loggedInUser(t, { companyId });
  otherId = (await createUser(t.db, { companyId })).id;
  // 36 diligences over every status, three purposes, four priorities, some without due date;
  // half owned by the other user, a third of those with the user on the team.
  for (let i = 0; i < 36; i += 1) {
    const row: Omit<Seeded, 'id'> = {
      code: `DD-2026-${String(100 + i)}`,
      status: STATUSES[i % 6]!,
      purpose: PURPOSES[i % 3]!,
      priority: PRIORITIES[(i * 7) % 4]!,
      dueDate: i % 5 === 0 ? null : `2030-0${1 + (i % 9)}-1${i % 10}`,
      ownerId: i % 2 ? otherId : user.user.id,
      memberIds: i % 2 && i % 3 === 0 ? [user.user.id] : [],
      risk: RISKS[i % 4]!,
    };
    const created = await createDiligence(t.db, {
      companyId,
      code: row.code,
      title: `Diligência ${i}`,
      status: row.status,
      purpose: row.purpose,
      priority: row.priority,
      dueDate: row.dueDate,
      ownerId: row.ownerId,
      riskComputed: row.risk,
    });
    for (const userId of row.memberIds)
      await t.db.insert(diligenceMembers).values({ diligenceId: created.id, userId });
    seeded.push({ ...row, id: created.id });
  }
  // Another company's diligences never count.
  const rival = await createCompany(t.db);
  const rivalOwner = await createUser(t.db, { companyId: rival.id });
  for (let i = 0; i < 3; i += 1)
    await createDiligence(t.db, { companyId: rival.id, ownerId: rivalOwner.id });
});
afterAll(async () => {
  await t.close();
});

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: authHeaders(user.session) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** Filters as query strings, with the same filter over the seeded rows. */
const FILTERS: [string, (d: Seeded) => boolean][] = [
  ['', () => true],
  ['purpose=M_A', (d) => d.purpose === 'M_A'],
  ['priority=ALTA,URGENTE', (d) => d.priority === 'ALTA' || d.priority === 'URGENTE'],
  ['ownerId=OTHER', (d) => d.ownerId === otherId],
  ['memberId=ME', (d) => d.ownerId === user.user.id || d.memberIds.includes(user.user.id)],
  ['memberId=OTHER&purpose=CREDITO', (d) => d.ownerId === otherId && d.purpose === 'CREDITO'],
  ['risk=ALTO,CRITICO', (d) => d.risk === 'ALTO' || d.risk === 'CRITICO'],
];
const query = (filter: string) =>
  filter.replace('OTHER', otherId).replace('ME', user.user.id) + (filter ? '&' : '');
const rank = (p: Priority) => PRIORITIES.indexOf(p);

describe('list totals and kanban counts under filters', () => {
  it('the list total matches the filtered rows, on the first, a partial and a past-the-end page', async () => {
    for (const [filter, keep] of FILTERS) {
      const expected = seeded.filter((d) => d.status !== 'CANCELADA' && keep(d)).length;
      const first = await get(`/v1/diligences?${query(filter)}pageSize=5`);
      expect(first.total, filter).toBe(expected);
      expect(first.items.length, filter).toBe(Math.min(5, expected));
      const all = await get(`/v1/diligences?${query(filter)}pageSize=100`);
      expect([all.total, all.items.length], filter).toEqual([expected, expected]);
      const lastPage = Math.max(1, Math.ceil(expected / 4));
      const partial = await get(`/v1/diligences?${query(filter)}pageSize=4&page=${lastPage}`);
      expect(partial.total, filter).toBe(expected);
      const past = await get(`/v1/diligences?${query(filter)}pageSize=4&page=${lastPage + 1}`);
      expect([past.total, past.items], filter).toEqual([expected, []]);
    }
  });

  it('the list sorts by status and priority in their business order', async () => {
    const byStatus = await get('/v1/diligences?pageSize=100&sort=status&order=desc');
    const statuses = (byStatus.items as { status: DiligenceStatus }[]).map((d) =>
      KANBAN_STATUSES.indexOf(d.status as never),
    );
    expect(statuses).toEqual([...statuses].sort((a, b) => b - a));
    const byPriority = await get('/v1/diligences?pageSize=100&sort=priority');
    const priorities = (byPriority.items as { priority: Priority }[]).map((d) => rank(d.priority));
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
  });

  it('each kanban column counts every filtered diligence and shows the first cards in order', async () => {
    for (const [filter, keep] of FILTERS) {
      const board = await get(`/v1/diligences/kanban?${query(filter)}limit=3`);
      const columns = board.columns as {
        status: DiligenceStatus;
        count: number;
        cards: { code: string }[];
      }[];
      expect(
        columns.map((c) => c.status),
        filter,
      ).toEqual([...KANBAN_STATUSES]);
      for (const column of columns) {
        const inColumn = seeded
          .filter((d) => d.status === column.status && keep(d))
          .sort(
            (a, b) =>
              rank(b.priority) - rank(a.priority) ||
              (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999') ||
              a.code.localeCompare(b.code),
          );
        expect(column.count, `${filter} ${column.status}`).toBe(inColumn.length);
        expect(
          column.cards.map((c) => c.code),
          `${filter} ${column.status}`,
        ).toEqual(inColumn.slice(0, 3).map((d) => d.code));
      }
    }
  });
});
