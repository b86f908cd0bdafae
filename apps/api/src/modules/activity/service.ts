import type { Activity, ActivityListQuerySchema, Page } from '@lince/contracts';
import type { z } from 'zod';
import {
  activities,
  and,
  companies,
  desc,
  eq,
  gte,
  lt,
  users,
  type Database,
  type SQL,
} from '@lince/db';
import { validationError } from '../../lib/app-error.ts';
import { countAll, pageResult, pageWindow } from '../../lib/paging.ts';

type Query = z.output<typeof ActivityListQuerySchema>;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function bound(value: string, end: boolean): Date {
  if (DATE_ONLY.test(value)) {
    const day = new Date(`${value}T00:00:00.000-03:00`);
    return end ? new Date(day.getTime() + 24 * 3600 * 1000) : day;
  }
  const at = new Date(value);
  return end ? new Date(at.getTime() + 1) : at;
}

/**
 * The audit trail, newest first, for the provider (LINCE roles see every company; the list is
 * read-only — the table refuses UPDATE and DELETE).
 */
export async function listActivities(db: Database, query: Query): Promise<Page<Activity>> {
  const where: SQL[] = [];
  if (query.userId) where.push(eq(activities.userId, query.userId));
  if (query.companyId) where.push(eq(activities.companyId, query.companyId));
  if (query.targetType) where.push(eq(activities.targetType, query.targetType));
  if (query.targetId) where.push(eq(activities.targetId, query.targetId));
  const from = query.from ? bound(query.from, false) : undefined;
  const to = query.to ? bound(query.to, true) : undefined;
  if (from && to && from >= to)
    throw validationError('O início do período é posterior ao fim.', 'from');
  if (from) where.push(gte(activities.at, from));
  if (to) where.push(lt(activities.at, to));
  const condition = where.length ? and(...where) : undefined;
  const { limit, offset } = pageWindow(query.page, query.pageSize);
  const [items, [total]] = await Promise.all([
    selectActivities(db, condition, limit, offset),
    db.select({ n: countAll() }).from(activities).where(condition),
  ]);
  return pageResult(items, total?.n ?? 0, query.page, query.pageSize);
}

/**
 * The activities matching `condition`, newest first, with who did them and their company: the one
 * shape of the audit trail wherever it is shown (this list, a diligence's timeline, the home page).
 */
export async function selectActivities(
  db: Database,
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
