import {
  and,
  desc,
  eq,
  isNull,
  passwordResetCodes,
  refreshTokens,
  sql,
  type Database,
} from '@lince/db';
import type { DbExecutor } from '../activity/record-activity.ts';

export async function insertRefreshToken(
  db: DbExecutor,
  values: {
    userId: string;
    tokenHash: string;
    expiresAt: Date;
    ip: string;
    userAgent: string | null;
  },
) {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshToken(db: Database, tokenHash: string) {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Revokes one token of one user; false when it is unknown, someone else's or already revoked. */
export async function revokeRefreshToken(
  db: DbExecutor,
  userId: string,
  tokenHash: string,
): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}

export async function revokeAllRefreshTokens(db: DbExecutor, userId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
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

export async function latestResetCode(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(passwordResetCodes)
    .where(eq(passwordResetCodes.userId, userId))
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1);
  return row;
}

export async function countFailedCodeAttempt(db: Database, codeId: string) {
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
