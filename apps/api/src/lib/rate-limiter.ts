import { and, eq, gt, inArray, lte, rateLimitCounters, sql, type Database } from '@lince/db';
import { tooManyRequests } from './app-error.ts';

/**
 * Keys to count an attempt on, each with the attempts its window allows and, optionally, its own
 * window length in seconds (the limiter's window otherwise).
 */
export type Limits = ReadonlyArray<
  readonly [key: string, max: number] | readonly [key: string, max: number, windowSeconds: number]
>;

/**
 * Fixed-window attempt counters kept in the database (`rate_limit_counters`), so that every API node
 * counting against the same database counts the same attempts. The window starts at a key's first
 * attempt and is timed by the database clock, the one clock every node shares.
 */
export interface RateLimiter {
  /** Counts one attempt on every key (one statement); the seconds to wait when any key is over its max, else 0. */
  hit(limits: Limits): Promise<number>;
  /** Counts one attempt on `key` without a max; its count in the running window. */
  increment(key: string): Promise<number>;
  /** Starts (or restarts) `key`'s window so that it ends `seconds` from now. */
  hold(key: string, seconds: number): Promise<void>;
  /** The attempts counted on each key whose window is running (keys without one are absent). */
  counts(keys: readonly string[]): Promise<Map<string, number>>;
  /** Gives back one attempt (e.g. the attempt succeeded). */
  refund(key: string): Promise<void>;
  /** Clears the keys. */
  reset(...keys: string[]): Promise<void>;
  /** Clears every key that starts with `prefix` (e.g. all the counters of one account). */
  resetPrefix(prefix: string): Promise<void>;
}

export function createRateLimiter(db: Database, windowSeconds: number): RateLimiter {
  const ended = sql`${rateLimitCounters.resetAt} <= now()`;
  const running = gt(rateLimitCounters.resetAt, sql`now()`);
  let lastSweep = 0;

  /** Forgets the counters whose window has ended, at most once per window per process. */
  async function sweep() {
    if (Date.now() - lastSweep < windowSeconds * 1000) return;
    lastSweep = Date.now();
    await db.delete(rateLimitCounters).where(lte(rateLimitCounters.resetAt, sql`now()`));
  }

  /** Counts one attempt on every key (one statement): each key's count and seconds left in its window. */
  async function count(keys: ReadonlyArray<readonly [key: string, windowSeconds: number]>) {
    await sweep();
    return db
      .insert(rateLimitCounters)
      .values(
        keys.map(([key, seconds]) => ({
          key,
          count: 1,
          resetAt: sql`now() + make_interval(secs => ${seconds})`,
        })),
      )
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          count: sql`CASE WHEN ${ended} THEN 1 ELSE ${rateLimitCounters.count} + 1 END`,
          resetAt: sql`CASE WHEN ${ended} THEN excluded.reset_at ELSE ${rateLimitCounters.resetAt} END`,
        },
      })
      .returning({
        key: rateLimitCounters.key,
        count: rateLimitCounters.count,
        wait: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimitCounters.resetAt} - now())))::int`,
      });
  }

  return {
    async hit(limits) {
      const maxByKey = new Map(limits.map(([key, max]) => [key, max]));
      const rows = await count(
        limits.map(([key, , seconds]) => [key, seconds ?? windowSeconds] as const),
      );
      return Math.max(0, ...rows.map((r) => (r.count > maxByKey.get(r.key)! ? r.wait : 0)));
    },
    async increment(key) {
      const [row] = await count([[key, windowSeconds]]);
      return row!.count;
    },
    async hold(key, seconds) {
      const resetAt = sql`now() + make_interval(secs => ${seconds})`;
      await db
        .insert(rateLimitCounters)
        .values({ key, count: 1, resetAt })
        .onConflictDoUpdate({ target: rateLimitCounters.key, set: { count: 1, resetAt } });
    },
    async counts(keys) {
      if (keys.length === 0) return new Map();
      const rows = await db
        .select({ key: rateLimitCounters.key, count: rateLimitCounters.count })
        .from(rateLimitCounters)
        .where(and(inArray(rateLimitCounters.key, [...keys]), running));
      return new Map(rows.map((r) => [r.key, r.count]));
    },
    async refund(key) {
      await db
        .update(rateLimitCounters)
        .set({ count: sql`${rateLimitCounters.count} - 1` })
        .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.count, 0), running));
    },
    async reset(...keys) {
      if (keys.length === 0) return;
      await db.delete(rateLimitCounters).where(inArray(rateLimitCounters.key, keys));
    },
    async resetPrefix(prefix) {
      await db
        .delete(rateLimitCounters)
        .where(sql`starts_with(${rateLimitCounters.key}, ${prefix})`);
    },
  };
}

/** Counts one attempt on every key; answers 429 (with the longest wait) when any limit is exceeded. */
export async function enforceLimits(limiter: RateLimiter, limits: Limits): Promise<void> {
  const wait = await limiter.hit(limits);
  if (wait > 0) throw tooManyRequests(wait);
}
