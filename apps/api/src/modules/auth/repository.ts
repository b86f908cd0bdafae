import {
  and,
  desc,
  eq,
  isNull,
  lt,
  passwordResetCodes,
  refreshTokens,
  sessions,
  sql,
} from '@lince/db';
import type { DbExecutor } from '../../core/context.ts';
import { openSession, revocation } from '../../domain/accounts/sessions.ts';

/** Opens a session with its first refresh token; the session's id. */
export async function insertSession(
  db: DbExecutor,
  values: { userId: string; expiresAt: Date; ip: string; userAgent: string | null },
  tokenHash: string,
): Promise<string> {
  const [session] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  await db.insert(refreshTokens).values({ sessionId: session!.id, tokenHash });
  return session!.id;
}

/** A refresh token with its session, by the token's hash. */
export async function findRefreshToken(db: DbExecutor, tokenHash: string) {
  const [row] = await db
    .select({ token: refreshTokens, session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * Rotates refresh token `tokenId`: marks it rotated with its sealed successor pair and adds the
 * successor to the session, in one transaction. The conditional update makes it race-safe: of two
 * renewals with the same token, one rotates it; the other (blocked on the row until the first
 * commits, then no longer matching) gets false and answers with the successor.
 */
export async function rotateRefreshToken(
  db: DbExecutor,
  rotation: { tokenId: string; sessionId: string; at: Date; successor: string; nextHash: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rotated = await tx
      .update(refreshTokens)
      .set({ rotatedAt: rotation.at, successor: rotation.successor })
      .where(and(eq(refreshTokens.id, rotation.tokenId), isNull(refreshTokens.rotatedAt)))
      .returning({ id: refreshTokens.id });
    if (rotated.length === 0) return false;
    await tx.insert(refreshTokens).values({
      sessionId: rotation.sessionId,
      tokenHash: rotation.nextHash,
      createdAt: rotation.at,
    });
    return true;
  });
}

/** Ends session `sessionId` of `userId`; false when it is unknown, someone else's or already ended. */
export async function revokeSession(
  db: DbExecutor,
  userId: string,
  sessionId: string,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set(revocation())
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), openSession))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Stores a new reset code; older codes of the user are deleted, so only the newest one works. */
export async function replaceResetCode(
  db: DbExecutor,
  values: { userId: string; codeHash: string; expiresAt: Date },
) {
  await db.transaction(async (tx) => {
    await tx.delete(passwordResetCodes).where(eq(passwordResetCodes.userId, values.userId));
    await tx.insert(passwordResetCodes).values(values);
  });
}

export async function latestResetCode(db: DbExecutor, userId: string) {
  const [row] = await db
    .select()
    .from(passwordResetCodes)
    .where(eq(passwordResetCodes.userId, userId))
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1);
  return row;
}

export async function countFailedCodeAttempt(db: DbExecutor, codeId: string) {
  await db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(eq(passwordResetCodes.id, codeId));
}

/** Marks the code used; false when another request used it first. */
export async function consumeResetCode(db: DbExecutor, codeId: string): Promise<boolean> {
  const rows = await db
    .update(passwordResetCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetCodes.id, codeId), isNull(passwordResetCodes.usedAt)))
    .returning({ id: passwordResetCodes.id });
  return rows.length > 0;
}

/** How long an expired session (and its refresh tokens) or reset code is kept before the sweep. */
export const EXPIRED_CREDENTIALS_KEPT = sql`interval '7 days'`;

/**
 * Deletes the sessions (their refresh tokens with them) and password-reset codes that expired more
 * than `EXPIRED_CREDENTIALS_KEPT` ago: nothing can use them any more, and the audit trail keeps
 * the logins. Run by the job queue's maintenance.
 */
export async function sweepExpiredCredentials(db: DbExecutor) {
  const before = sql`now() - ${EXPIRED_CREDENTIALS_KEPT}`;
  await db.delete(sessions).where(lt(sessions.expiresAt, before));
  await db.delete(passwordResetCodes).where(lt(passwordResetCodes.expiresAt, before));
}
