import { activities, and, eq, or, sql } from '@lince/db';

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
