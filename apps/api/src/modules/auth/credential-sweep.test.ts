import { eq, passwordResetCodes, refreshTokens, sessions, sql } from '@lince/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loggedInUser, type TestApp } from '../../testing/helpers.ts';
import { sweepExpiredCredentials } from './repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const daysAgo = (days: number) => sql`now() - ${`${days} days`}::interval`;

describe('the sweep of expired credentials (job queue maintenance)', () => {
  it('deletes sessions (with their refresh tokens) and reset codes expired over a week ago, keeps the rest', async () => {
    const old = await loggedInUser(t);
    const recent = await loggedInUser(t);
    const live = await loggedInUser(t);
    await t.db
      .update(sessions)
      .set({ expiresAt: daysAgo(8) })
      .where(eq(sessions.userId, old.user.id));
    await t.db
      .update(sessions)
      .set({ expiresAt: daysAgo(2) })
      .where(eq(sessions.userId, recent.user.id));
    await t.db.insert(passwordResetCodes).values([
      { userId: old.user.id, codeHash: 'velho', expiresAt: daysAgo(8) as never },
      { userId: live.user.id, codeHash: 'novo', expiresAt: daysAgo(0) as never },
    ]);
    const tokensOf = async (userId: string) =>
      (
        await t.db
          .select({ id: refreshTokens.id })
          .from(refreshTokens)
          .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
          .where(eq(sessions.userId, userId))
      ).length;
    expect(await tokensOf(old.user.id)).toBe(1);

    await sweepExpiredCredentials(t.db);
    // Runs again with nothing to do.
    await sweepExpiredCredentials(t.db);

    const sessionsOf = async (userId: string) =>
      (await t.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
    expect(await sessionsOf(old.user.id)).toBe(0);
    expect(await tokensOf(old.user.id)).toBe(0);
    expect(await sessionsOf(recent.user.id)).toBe(1);
    expect(await sessionsOf(live.user.id)).toBe(1);
    const codes = await t.db.select({ hash: passwordResetCodes.codeHash }).from(passwordResetCodes);
    expect(codes.map((c) => c.hash)).toEqual(['novo']);
  });
});
