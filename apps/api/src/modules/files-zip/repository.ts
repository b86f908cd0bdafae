import { and, asc, documentFiles, documents, documentTypes, entities, eq, sql } from '@lince/db';
import type { DbExecutor } from '../../core/context.ts';

/** The entity's name, when it is an entity of this diligence of the company. */
export async function zipEntity(
  db: DbExecutor,
  companyId: string,
  diligenceId: string,
  entityId: string,
) {
  const [row] = await db
    .select({ id: entities.id, name: entities.name })
    .from(entities)
    .where(
      and(
        eq(entities.id, entityId),
        eq(entities.companyId, companyId),
        eq(entities.diligenceId, diligenceId),
      ),
    );
  return row;
}

/** Every file of the entity, in checklist order (step, type, then upload), with its folder. */
export function zipFiles(db: DbExecutor, companyId: string, entityId: string) {
  return db
    .select({
      storageKey: documentFiles.storageKey,
      name: documentFiles.name,
      size: documentFiles.size,
      uploadedAt: documentFiles.uploadedAt,
      folder: sql<string>`coalesce(${documents.stepTitle}, ${documentTypes.name})`,
    })
    .from(documentFiles)
    .innerJoin(documents, eq(documents.id, documentFiles.documentId))
    .innerJoin(documentTypes, eq(documentTypes.id, documents.documentTypeId))
    .where(and(eq(documentFiles.entityId, entityId), eq(documentFiles.companyId, companyId)))
    .orderBy(
      sql`${documents.stepOrder} asc nulls last`,
      sql`lower(${documentTypes.name})`,
      asc(documentFiles.uploadedAt),
      asc(documentFiles.id),
    );
}
