import { activities, eq, sql } from '@lince/db';
import { createCompany } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, loggedInUser, type TestApp } from '../../testing/helpers.ts';
import { recordActivity } from '../../domain/audit.ts';

let t: TestApp;
let provider: Awaited<ReturnType<typeof loggedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  provider = await loggedInUser(t, { role: 'LINCE_ADMIN' });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, session = provider.session) =>
  t.app.inject({ method: 'GET', url, headers: authHeaders(session) });

describe('activities', () => {
  it('lists the audit trail newest first, filtered by company, user and period', async () => {
    const company = await createCompany(t.db);
    const member = await loggedInUser(t, { companyId: company.id });
    await recordActivity(t.db, {
      companyId: company.id,
      userId: member.user.id,
      action: 'USER_UPDATED',
      targetType: 'user',
      targetId: member.user.id,
      summary: { before: { name: 'A' }, after: { name: 'B' } },
      ip: '10.0.0.1',
    });
    const byCompany = await get(`/v1/activities?companyId=${company.id}`);
    expect(byCompany.statusCode).toBe(200);
    const items = byCompany.json().items;
    expect(items.map((a: { action: string }) => a.action)).toEqual(['USER_UPDATED', 'LOGIN']);
    expect(items[0]).toMatchObject({
      user: { _id: member.user.id, name: member.user.name },
      company: { _id: company.id, name: company.name },
      summary: { before: { name: 'A' }, after: { name: 'B' } },
      ip: '10.0.0.1',
    });
    const byUser = await get(`/v1/activities?userId=${provider.user.id}`);
    expect(
      byUser.json().items.every((a: { user: { _id: string } }) => a.user._id === provider.user.id),
    ).toBe(true);
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const inPeriod = await get(
      `/v1/activities?companyId=${company.id}&from=${day(-1)}&to=${day(1)}`,
    );
    expect(inPeriod.json().total).toBe(2);
    const past = await get(`/v1/activities?companyId=${company.id}&from=2020-01-01&to=2020-12-31`);
    expect(past.json().total).toBe(0);
    const paged = await get('/v1/activities?pageSize=1');
    expect(paged.json().items).toHaveLength(1);
    expect(paged.json().total).toBeGreaterThan(1);
  });

  it('bad filters are 400', async () => {
    expect((await get('/v1/activities?from=ontem')).statusCode).toBe(400);
    expect((await get('/v1/activities?from=2026-02-01&to=2026-01-01')).statusCode).toBe(400);
    expect((await get('/v1/activities?pageSize=1000')).statusCode).toBe(400);
  });

  it('only the LINCE roles read it; 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/activities' })).statusCode).toBe(401);
    for (const role of ['ADMIN', 'DEFAULT'] as const) {
      const other = await loggedInUser(t, { role });
      expect((await get('/v1/activities', other.session)).statusCode).toBe(403);
    }
  });

  it('the table is append-only: the database refuses UPDATE and DELETE', async () => {
    await expect(t.db.update(activities).set({ action: 'FORJADO' })).rejects.toThrow();
    await expect(t.db.delete(activities).where(eq(activities.action, 'LOGIN'))).rejects.toThrow();
    await expect(t.db.execute(sql`truncate activities`)).rejects.toThrow();
    const [forged] = await t.db.select().from(activities).where(eq(activities.action, 'FORJADO'));
    expect(forged).toBeUndefined();
  });
});
