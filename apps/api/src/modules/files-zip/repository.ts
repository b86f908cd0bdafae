import { and, asc, documentFiles, documents, documentTypes, eq, sql } from '@lince/db';
import type { DbExecutor } from '../../core/context.ts';

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
