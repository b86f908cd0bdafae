import type { Activity } from '@lince/contracts';
import {
  activities,
  and,
  companies,
  desc,
  eq,
  gte,
  inArray,
  lt,
  or,
  sql,
  users,
  type SQL,
} from '@lince/db';
import type { DbExecutor } from '../../core/context.ts';
import { countAll } from '../../lib/paging.ts';

/** Filters of the audit-trail list, as SQL (dates already turned into instants). */
export interface ActivityFilter {
  userId?: string | undefined;
  companyId?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

export function activityConditions(filter: ActivityFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.userId) where.push(eq(activities.userId, filter.userId));
  if (filter.companyId) where.push(eq(activities.companyId, filter.companyId));
  if (filter.targetType) where.push(eq(activities.targetType, filter.targetType));
  if (filter.targetId) where.push(eq(activities.targetId, filter.targetId));
  if (filter.from) where.push(gte(activities.at, filter.from));
  if (filter.to) where.push(lt(activities.at, filter.to));
  return where.length ? and(...where) : undefined;
}

export async function countActivities(db: DbExecutor, condition: SQL | undefined) {
  const [row] = await db.select({ n: countAll() }).from(activities).where(condition);
  return row?.n ?? 0;
}

/**
 * The activities matching `condition`, newest first, with who did them and their company: the one
 * shape of the audit trail wherever it is shown (the list, a diligence's timeline, the home page).
 */
export async function selectActivities(
  db: DbExecutor,
  condition: SQL | undefined,
  limit: number,
  offset = 0,
): Promise<Activity[]> {
  const rows = await db
    .select({
      activity: activities,
      user: { id: users.id, name: users.name, email: users.email },
      company: { id: companies.id, name: companies.name },
    })
    .from(activities)
    .innerJoin(companies, eq(companies.id, activities.companyId))
    .leftJoin(users, eq(users.id, activities.userId))
    .where(condition)
    .orderBy(desc(activities.at), desc(activities.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ activity, user, company }) => ({
    _id: activity.id,
    action: activity.action,
    targetType: activity.targetType,
    targetId: activity.targetId,
    summary: activity.summary,
    ip: activity.ip,
    at: activity.at.toISOString(),
    user: user ? { _id: user.id, name: user.name, email: user.email } : null,
    company: { _id: company.id, name: company.name },
  }));
}

/**
 * What happened to one diligence: its own activities and those of its entities — also of entities
 * deleted since — which carry `diligenceId` in their summary (every entity write records it).
 * Within the company (`activities_company_at_idx`).
 */
export const ofDiligence = (companyId: string, diligenceId: string) =>
  and(
    eq(activities.companyId, companyId),
    or(
      and(eq(activities.targetType, 'diligence'), eq(activities.targetId, diligenceId)),
      sql`${activities.summary}->>'diligenceId' = ${diligenceId}`,
    ),
  );

/** The company's latest activities on diligences and entities, newest first. */
export const recentDiligenceActivity = (db: DbExecutor, companyId: string, limit: number) =>
  selectActivities(
    db,
    and(
      eq(activities.companyId, companyId),
      inArray(activities.targetType, ['diligence', 'entity']),
    ),
    limit,
  );
