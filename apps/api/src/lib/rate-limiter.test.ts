import { rateLimitCounters } from '@lince/db';
import { createTestDb, type TestDb } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { windowEndsIn as endWindowIn } from '../testing/rate-limits.ts';
import { createRateLimiter } from './rate-limiter.ts';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb.close();
});

const windowEndsIn = (key: string, seconds: number) => endWindowIn(testDb.db, key, seconds);

describe('createRateLimiter (counters in the database)', () => {
  it('allows max attempts per window, then tells how long to wait; the window resets', async () => {
    const limiter = createRateLimiter(testDb.db, 60);
    for (let i = 0; i < 3; i += 1) expect(await limiter.hit([['k', 3]])).toBe(0);
    expect(await limiter.hit([['k', 3]])).toBe(60);
    await windowEndsIn('k', 30);
    expect(await limiter.hit([['k', 3]])).toBe(30);
    expect(await limiter.hit([['other', 3]])).toBe(0);
    await windowEndsIn('k', -0.001);
    expect(await limiter.hit([['k', 3]])).toBe(0);
  });

  it('counts every key of a check at once and answers the longest wait of those over their max', async () => {
    const limiter = createRateLimiter(testDb.db, 60);
    expect(
      await limiter.hit([
        ['a', 1],
        ['b', 1],
      ]),
    ).toBe(0);
    await windowEndsIn('a', 20);
    await windowEndsIn('b', 40);
    expect(
      await limiter.hit([
        ['a', 1],
        ['b', 5],
      ]),
    ).toBe(20);
    expect(
      await limiter.hit([
        ['a', 1],
        ['b', 1],
      ]),
    ).toBe(40);
  });

  it('refund gives one attempt back and reset clears the key', async () => {
    const limiter = createRateLimiter(testDb.db, 60);
    await limiter.hit([['r', 1]]);
    await limiter.refund('r');
    expect(await limiter.hit([['r', 1]])).toBe(0);
    expect(await limiter.hit([['r', 1]])).toBeGreaterThan(0);
    await limiter.reset('r');
    expect(await limiter.hit([['r', 1]])).toBe(0);
  });

  it('a key may have its own window', async () => {
    const limiter = createRateLimiter(testDb.db, 60);
    expect(await limiter.hit([['own', 1, 5]])).toBe(0);
    expect(await limiter.hit([['own', 1, 5]])).toBe(5);
  });

  it('increment, hold, counts, and reset of several keys or of a prefix', async () => {
    const limiter = createRateLimiter(testDb.db, 60);
    expect(await limiter.increment('acct x failures')).toBe(1);
    expect(await limiter.increment('acct x failures')).toBe(2);
    await limiter.hold('acct x slot', 30);
    expect(await limiter.hit([['acct x slot', 1]])).toBe(30);
    await limiter.hold('acct x slot', 3);
    expect(await limiter.hit([['acct x slot', 1]])).toBe(3);
    await limiter.hit([['acct xy other', 5]]);
    await windowEndsIn('acct x slot', -1);
    expect(await limiter.counts(['acct x failures', 'acct x slot', 'nothing'])).toEqual(
      new Map([['acct x failures', 2]]),
    );
    await limiter.reset('acct x failures', 'acct x slot');
    expect((await limiter.counts(['acct x failures'])).size).toBe(0);
    await limiter.hit([['acct x one', 5]]);
    await limiter.resetPrefix('acct x ');
    const keys = (await testDb.db.select().from(rateLimitCounters)).map((r) => r.key);
    expect(keys).not.toContain('acct x one');
    expect(keys).toContain('acct xy other');
  });

  it('two limiters on one database (two API nodes) share the counters', async () => {
    const first = createRateLimiter(testDb.db, 60);
    const second = createRateLimiter(testDb.db, 60);
    expect(await first.hit([['shared', 2]])).toBe(0);
    expect(await second.hit([['shared', 2]])).toBe(0);
    expect(await first.hit([['shared', 2]])).toBeGreaterThan(0);
    expect(await second.hit([['shared', 2]])).toBeGreaterThan(0);
  });

  it('forgets the counters whose window has ended (a limiter sweeps at its first check, then once per window)', async () => {
    await createRateLimiter(testDb.db, 60).hit([['old', 5]]);
    await windowEndsIn('old', -1);
    await createRateLimiter(testDb.db, 60).hit([['new', 5]]);
    const keys = (await testDb.db.select().from(rateLimitCounters)).map((r) => r.key);
    expect(keys).toContain('new');
    expect(keys).not.toContain('old');
  });
});
