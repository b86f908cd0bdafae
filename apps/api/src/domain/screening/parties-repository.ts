import { CLOSED_STATUSES } from '@lince/contracts';
import { and, asc, diligences, entities, eq, gt, inArray, notInArray, sql } from '@lince/db';
import type { DbExecutor } from '../../lib/db-executor.ts';
import type { ScreenedParty } from './parties.ts';
import { screenCompanyParties, screeningBasis } from './screen.ts';

const partyFields = {
  entityId: entities.id,
  companyId: entities.companyId,
  diligenceId: entities.diligenceId,
  kind: entities.kind,
  name: entities.name,
  document: entities.document,
};

/**
 * Screens these parties of the company now, in the caller's transaction: called when a party is
 * added or its name or document changes, and by "Verificar agora".
 */
export async function screenEntities(
  db: DbExecutor,
  companyId: string,
  entityIds: string[],
): Promise<void> {
  if (entityIds.length === 0) return;
  const parties = await db
    .select(partyFields)
    .from(entities)
    .where(and(eq(entities.companyId, companyId), inArray(entities.id, entityIds)));
  await screenCompanyParties(db, parties, await screeningBasis(db, companyId));
}

/**
 * A page of the parties of open diligences (a company's, or every company's when null), in id
 * order after `after`: what the re-screening after an import walks through.
 */
export function openPartiesPage(
  db: DbExecutor,
  companyId: string | null,
  after: string,
  limit: number,
): Promise<ScreenedParty[]> {
  return db
    .select(partyFields)
    .from(entities)
    .innerJoin(diligences, eq(diligences.id, entities.diligenceId))
    .where(
      and(
        companyId ? eq(entities.companyId, companyId) : sql`true`,
        notInArray(diligences.status, [...CLOSED_STATUSES]),
        gt(entities.id, after),
      ),
    )
    .orderBy(asc(entities.id))
    .limit(limit);
}
