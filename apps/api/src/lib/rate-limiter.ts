import { and, eq, gt, lte, rateLimitCounters, sql, type Database } from '@lince/db';
import { tooManyRequests } from './app-error.ts';

/** Keys to count an attempt on, each with the attempts its window allows. */
export type Limits = ReadonlyArray<readonly [key: string, max: number]>;

/**
 * Fixed-window attempt counters kept in the database (`rate_limit_counters`), so that every API node
 * counting against the same database counts the same attempts. The window starts at a key's first
 * attempt and is timed by the database clock, the one clock every node shares.
 */
export interface RateLimiter {
  /** Counts one attempt on every key (one statement); the seconds to wait when any key is over its max, else 0. */
  hit(limits: Limits): Promise<number>;
  /** Gives back one attempt (e.g. the attempt succeeded). */
  refund(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export function createRateLimiter(db: Database, windowSeconds: number): RateLimiter {
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const ended = sql`${rateLimitCounters.resetAt} <= now()`;
  let lastSweep = 0;

  /** Forgets the counters whose window has ended, at most once per window per process. */
  async function sweep() {
    if (Date.now() - lastSweep < windowSeconds * 1000) return;
    lastSweep = Date.now();
    await db.delete(rateLimitCounters).where(lte(rateLimitCounters.resetAt, sql`now()`));
  }

  return {
    async hit(limits) {
      await sweep();
      const maxByKey = new Map(limits);
      const rows = await db
        .insert(rateLimitCounters)
        .values(
          [...maxByKey.keys()].map((key) => ({ key, count: 1, resetAt: sql`now() + ${window}` })),
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
      return Math.max(0, ...rows.map((r) => (r.count > maxByKey.get(r.key)! ? r.wait : 0)));
    },
    async refund(key) {
      await db
        .update(rateLimitCounters)
        .set({ count: sql`${rateLimitCounters.count} - 1` })
        .where(
          and(
            eq(rateLimitCounters.key, key),
            gt(rateLimitCounters.count, 0),
            gt(rateLimitCounters.resetAt, sql`now()`),
          ),
        );
    },
    async reset(key) {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    },
  };
}

/** Counts one attempt on every key; answers 429 (with the longest wait) when any limit is exceeded. */
export async function enforceLimits(limiter: RateLimiter, limits: Limits): Promise<void> {
  const wait = await limiter.hit(limits);
  if (wait > 0) throw tooManyRequests(wait);
}
