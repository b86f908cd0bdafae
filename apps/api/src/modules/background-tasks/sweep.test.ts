import { backgroundTasks, eq, sql } from '@lince/db';
import { createCompany } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loggedInUser, type TestApp } from '../../testing/helpers.ts';
import { sweepFinishedTasks } from './repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the sweep of finished background tasks (job queue maintenance)', () => {
  it('deletes tasks finished over 30 days ago; keeps recent and running ones', async () => {
    const companyId = (await createCompany(t.db)).id;
    const { user } = await loggedInUser(t, { companyId });
    const task = (finishedDaysAgo: number | null) => ({
      companyId,
      userId: user.id,
      kind: 'LAWSUIT_IMPORT' as const,
      state: finishedDaysAgo === null ? ('PROCESSANDO' as const) : ('CONCLUIDO' as const),
      finishedAt:
        finishedDaysAgo === null
          ? null
          : (sql`now() - ${`${finishedDaysAgo} days`}::interval` as never),
    });
    await t.db.insert(backgroundTasks).values([task(31), task(29), task(null)]);
    await sweepFinishedTasks(t.db);
    const left = await t.db
      .select({ state: backgroundTasks.state })
      .from(backgroundTasks)
      .where(eq(backgroundTasks.companyId, companyId));
    expect(left.map((r) => r.state).sort()).toEqual(['CONCLUIDO', 'PROCESSANDO']);
  });
});
