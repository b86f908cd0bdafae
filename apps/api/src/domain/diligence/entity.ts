import { and, entities, eq, type EntityRow } from '@lince/db';
import type { DbExecutor, ServiceContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';

/** An entity (a party) of a diligence, as every area under the diligence checks it. */

export const entityNotFound = () => notFound('Parte não encontrada.');

/** The condition "entity `id` of the company's diligence", for any select of entities. */
export const entityOfDiligence = (companyId: string, diligenceId: string, id: string) =>
  and(
    eq(entities.companyId, companyId),
    eq(entities.diligenceId, diligenceId),
    eq(entities.id, id),
  );

/** The entity of the company's diligence, its row alone (no progress): the check every area makes. */
export async function findEntityRecord(
  db: DbExecutor,
  companyId: string,
  diligenceId: string,
  id: string,
): Promise<EntityRow | undefined> {
  const [row] = await db
    .select()
    .from(entities)
    .where(entityOfDiligence(companyId, diligenceId, id))
    .limit(1);
  return row;
}

/** The entity of the caller's company's diligence (404 otherwise). */
export async function loadEntity(
  ctx: ServiceContext,
  diligenceId: string,
  entityId: string,
): Promise<EntityRow> {
  const row = await findEntityRecord(ctx.db, ctx.companyId, diligenceId, entityId);
  if (!row) throw entityNotFound();
  return row;
}
