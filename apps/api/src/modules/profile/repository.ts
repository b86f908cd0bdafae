import { eq, users } from '@lince/db';
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
