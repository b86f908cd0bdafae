import { and, asc, eq, or, sql, users, type SQL } from '@lince/db';
import type { DbExecutor } from '../../core/context.ts';
import { foldAccents } from '../../lib/fold-accents.ts';
import { likePattern } from '../../lib/paging.ts';

/**
 * The active users of a company by name (accent-folded), optionally those whose name or e-mail
 * contains `term` (already normalised). One indexed query (`users_company_idx`).
 */
export function activeMembers(db: DbExecutor, companyId: string, term: string, limit: number) {
  const where: SQL[] = [eq(users.companyId, companyId), eq(users.active, true)];
  if (term) {
    const pattern = likePattern(term);
    where.push(
      or(
        sql`${foldAccents(users.name)} like ${pattern}`,
        sql`${foldAccents(users.email)} like ${pattern}`,
      )!,
    );
  }
  return db
    .select({ _id: users.id, name: users.name, avatar: users.avatar })
    .from(users)
    .where(and(...where))
    .orderBy(foldAccents(users.name), asc(users.id))
    .limit(limit);
}
