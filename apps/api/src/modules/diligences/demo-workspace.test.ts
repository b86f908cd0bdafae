import { diligences, entities, eq, seedDemo, users } from '@lince/db';
import { createTestDb } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords.ts';
import { seedDemoWorkspace } from './demo-workspace.ts';

let testDb: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb.close();
});

describe('demo workspace', () => {
  it('gives the demo client company five diligences across the board, once', async () => {
    const { db } = testDb;
    await seedDemo(db, hashPassword);
    expect(await seedDemoWorkspace(db)).toBe(5);
    const [analyst] = await db.select().from(users).where(eq(users.email, 'analista@demo.test'));
    const rows = await db
      .select()
      .from(diligences)
      .where(eq(diligences.companyId, analyst!.companyId));
    expect(rows.map((d) => d.code).sort()).toEqual(
      [1, 2, 3, 4, 5].map((n) => expect.stringMatching(new RegExp(`^DD-\\d{4}-000${n}$`))),
    );
    expect(new Set(rows.map((d) => d.status))).toEqual(
      new Set(['A_INICIAR', 'COLETA', 'ANALISE', 'REVISAO']),
    );
    const parties = await db.select().from(entities);
    expect(parties).toHaveLength(9);
    expect(parties.filter((e) => e.parentEntityId)).toHaveLength(4);
    // A second start on the same data adds nothing.
    expect(await seedDemoWorkspace(db)).toBe(0);
    expect(await db.select().from(diligences)).toHaveLength(5);
  });
});
