import type { Activity, Page, TimelineQuerySchema } from '@lince/contracts';
import { activities, and, eq, or, sql, type Database } from '@lince/db';
import type { z } from 'zod';
import { countAll, pageResult, pageWindow } from '../../lib/paging.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { selectActivities } from '../activity/repository.ts';
import { diligenceExists } from '../diligences/repository.ts';
import { diligenceNotFound } from '../diligences/service.ts';

/**
 * What happened to one diligence: its own activities and those of its entities — also of entities
 * deleted since — which carry `diligenceId` in their summary (every entity write records it).
 * Within the company (`activities_company_at_idx`), newest first.
 */
const ofDiligence = (companyId: string, diligenceId: string) =>
  and(
    eq(activities.companyId, companyId),
    or(
      and(eq(activities.targetType, 'diligence'), eq(activities.targetId, diligenceId)),
      sql`${activities.summary}->>'diligenceId' = ${diligenceId}`,
    ),
  );

export async function diligenceTimeline(
  db: Database,
  auth: AuthContext,
  diligenceId: string,
  query: z.output<typeof TimelineQuerySchema>,
): Promise<Page<Activity>> {
  const condition = ofDiligence(auth.companyId, diligenceId);
  const { limit, offset } = pageWindow(query.page, query.pageSize);
  // Side by side: the activities are read by company too, so another company's shows nothing.
  const [exists, items, [total]] = await Promise.all([
    diligenceExists(db, auth.companyId, diligenceId),
    selectActivities(db, condition, limit, offset),
    db.select({ n: countAll() }).from(activities).where(condition),
  ]);
  if (!exists) throw diligenceNotFound();
  return pageResult(items, total?.n ?? 0, query.page, query.pageSize);
}
