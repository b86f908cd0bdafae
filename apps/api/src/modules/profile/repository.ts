import { and, eq, isNull, ne, refreshTokens, users } from '@lince/db';
import type { DbExecutor } from '../../core/context.ts';

export async function updateProfile(
  db: DbExecutor,
  userId: string,
  values: { name?: string; cpf?: string | null },
) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function setAvatar(db: DbExecutor, userId: string, avatar: string | null) {
  await db.update(users).set({ avatar, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Revokes every open refresh token of the user except `keepHash` (the caller's own session). */
export async function revokeOtherRefreshTokens(
  db: DbExecutor,
  userId: string,
  keepHash: string | null,
): Promise<number> {
  const open = and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt));
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(keepHash ? and(open, ne(refreshTokens.tokenHash, keepHash)) : open)
    .returning({ id: refreshTokens.id });
  return rows.length;
}
