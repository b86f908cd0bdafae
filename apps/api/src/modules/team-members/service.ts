import {
  normalizeSearchText,
  type TeamMembers,
  type TeamMembersQuerySchema,
} from '@lince/contracts';
import type { z } from 'zod';
import type { ServiceContext } from '../../core/context.ts';
import { activeMembers } from './repository.ts';

/**
 * The people the caller may pick as owner or team of a diligence: the active users of the
 * caller's own company (any role), by name, optionally matching name or e-mail (accent- and
 * case-insensitive).
 */
export async function listTeamMembers(
  ctx: ServiceContext,
  query: z.output<typeof TeamMembersQuerySchema>,
): Promise<TeamMembers> {
  const term = normalizeSearchText(query.search ?? '');
  const rows = await activeMembers(ctx.db, ctx.companyId, term, query.limit);
  return { items: rows.map((r) => ({ ...r, avatar: r.avatar ?? null })) };
}
