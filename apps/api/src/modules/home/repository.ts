import { activities, and, diligences, entities, eq, inArray } from '@lince/db';
import type { DbExecutor } from '../../core/context.ts';
import { selectActivities } from '../activity/repository.ts';

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

/** Code and title of the company's diligences among `ids` (one indexed look-up). */
export async function diligenceLabels(db: DbExecutor, companyId: string, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: diligences.id, code: diligences.code, title: diligences.title })
    .from(diligences)
    .where(and(eq(diligences.companyId, companyId), inArray(diligences.id, ids)));
}

/** Name and diligence of the company's entities among `ids` (one indexed look-up). */
export async function entityLabels(db: DbExecutor, companyId: string, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: entities.id, name: entities.name, diligenceId: entities.diligenceId })
    .from(entities)
    .where(and(eq(entities.companyId, companyId), inArray(entities.id, ids)));
}
