import {
  normalizeSearchText,
  type TeamMembers,
  type TeamMembersQuerySchema,
} from '@lince/contracts';
import { and, asc, eq, or, sql, users, type Database, type SQL } from '@lince/db';
import type { z } from 'zod';
import { foldAccents } from '../../lib/fold-accents.ts';
import { likePattern } from '../../lib/paging.ts';
import type { AuthContext } from '../../plugins/auth.ts';

/**
 * The people the caller may pick as owner or team of a diligence: the active users of the
 * caller's own company (any role), by name, optionally matching name or e-mail (accent- and
 * case-insensitive). One indexed query (`users_company_idx`).
 */
export async function listTeamMembers(
  db: Database,
  auth: AuthContext,
  query: z.output<typeof TeamMembersQuerySchema>,
): Promise<TeamMembers> {
  const where: SQL[] = [eq(users.companyId, auth.companyId), eq(users.active, true)];
  const term = normalizeSearchText(query.search ?? '');
  if (term) {
    const pattern = likePattern(term);
    where.push(
      or(
        sql`${foldAccents(users.name)} like ${pattern}`,
        sql`${foldAccents(users.email)} like ${pattern}`,
      )!,
    );
  }
  const rows = await db
    .select({ _id: users.id, name: users.name, avatar: users.avatar })
    .from(users)
    .where(and(...where))
    .orderBy(foldAccents(users.name), asc(users.id))
    .limit(query.limit);
  return { items: rows.map((r) => ({ ...r, avatar: r.avatar ?? null })) };
}
