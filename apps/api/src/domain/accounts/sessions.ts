import { and, eq, inArray, isNull, ne, sessions, sql, users } from '@lince/db';
import type { DbExecutor } from '../../core/context.ts';

/** Sessions as every area that ends them sees them (a password change, a deactivated user or company). */

/** A session not revoked yet. */
export const openSession = isNull(sessions.revokedAt);
/** The columns that revoke a session now. */
export const revocation = () => ({ revokedAt: sql`now()` });

/** Ends every open session of the user, except `keep` (the caller's own) when given; how many. */
export async function revokeUserSessions(
  db: DbExecutor,
  userId: string,
  keep?: string,
): Promise<number> {
  const ofUser = and(eq(sessions.userId, userId), openSession);
  const rows = await db
    .update(sessions)
    .set(revocation())
    .where(keep ? and(ofUser, ne(sessions.id, keep)) : ofUser)
    .returning({ id: sessions.id });
  return rows.length;
}

/** Ends every open session of the users of a company; how many were ended. */
export async function revokeCompanySessions(db: DbExecutor, companyId: string) {
  const rows = await db
    .update(sessions)
    .set(revocation())
    .where(
      and(
        openSession,
        inArray(
          sessions.userId,
          db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId)),
        ),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}
