import { eq, rateLimitCounters, sql, type Database } from '@lince/db';
import { loginAccountPrefix } from '../modules/auth/login-limits.ts';

/** Moves the end of `key`'s window to `seconds` from now (the database clock), as time passing would. */
export async function windowEndsIn(db: Database, key: string, seconds: number) {
  await db
    .update(rateLimitCounters)
    .set({ resetAt: sql`now() + make_interval(secs => ${seconds})` })
    .where(eq(rateLimitCounters.key, key));
}

/** Moves the end of the account's login slowdown (its wait before the next attempt). */
export const slowdownEndsIn = (db: Database, email: string, seconds: number) =>
  windowEndsIn(db, `${loginAccountPrefix(email)}slot`, seconds);
