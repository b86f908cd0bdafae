import {
  alias,
  and,
  asc,
  desc,
  documentFiles,
  documents,
  documentTypes,
  eq,
  inArray,
  sql,
  users,
  type DocumentRow,
} from '@lince/db';
import type { DocumentStatus } from '@lince/contracts';
import type { DbExecutor } from '../../core/context.ts';

/** The SQL of documents (their files: files-repository.ts); every read is scoped by company and diligence. */

const analyst = alias(users, 'analyst');

const documentColumns = {
  document: documents,
  typeName: documentTypes.name,
  analystName: analyst.name,
};

/** Documents with their type's name and analyst, in checklist order (step, then type name). */
function documentRows(db: DbExecutor, where: ReturnType<typeof and>) {
  return db
    .select(documentColumns)
    .from(documents)
    .innerJoin(documentTypes, eq(documentTypes.id, documents.documentTypeId))
    .leftJoin(analyst, eq(analyst.id, documents.analysedBy))
    .where(where)
    .orderBy(
      sql`${documents.stepOrder} asc nulls last`,
      sql`lower(${documentTypes.name})`,
      asc(documents.createdAt),
      asc(documents.id),
    );
}
export type DocumentViewRow = Awaited<ReturnType<typeof documentRows>>[number];

export const entityDocumentRows = (
  db: DbExecutor,
  companyId: string,
  diligenceId: string,
  entityId: string,
) =>
  documentRows(
    db,
    and(
      eq(documents.companyId, companyId),
      eq(documents.diligenceId, diligenceId),
      eq(documents.entityId, entityId),
    ),
  );

/** Every document of the diligence, entity by entity in the order of `entityDocumentRows`. */
export const diligenceDocumentRows = (db: DbExecutor, companyId: string, diligenceId: string) =>
  documentRows(db, and(eq(documents.companyId, companyId), eq(documents.diligenceId, diligenceId)));

export async function documentRow(
  db: DbExecutor,
  companyId: string,
  diligenceId: string,
  documentId: string,
): Promise<DocumentViewRow | undefined> {
  const [row] = await documentRows(
    db,
    and(
      eq(documents.companyId, companyId),
      eq(documents.diligenceId, diligenceId),
      eq(documents.id, documentId),
    ),
  );
  return row;
}

export async function typeRow(db: DbExecutor, id: string) {
  const [row] = await db.select().from(documentTypes).where(eq(documentTypes.id, id)).limit(1);
  return row;
}

/** The type "Outros" (migration 0011): where bulk uploads land until classified. */
export async function otherTypeRow(db: DbExecutor) {
  const [row] = await db
    .select()
    .from(documentTypes)
    .where(and(eq(documentTypes.name, 'Outros'), eq(documentTypes.category, 'OUTRO')))
    .orderBy(asc(documentTypes.createdAt))
    .limit(1);
  return row;
}

export async function insertDocument(db: DbExecutor, values: typeof documents.$inferInsert) {
  const [row] = await db.insert(documents).values(values).returning();
  return row!;
}

export async function updateDocument(
  db: DbExecutor,
  id: string,
  values: Partial<typeof documents.$inferInsert>,
): Promise<DocumentRow> {
  const [row] = await db
    .update(documents)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(documents.id, id))
    .returning();
  return row!;
}

export async function deleteDocument(db: DbExecutor, id: string) {
  await db.delete(documents).where(eq(documents.id, id));
}

/**
 * Moves the document from one of `from` to `to`, checked by the statement itself (a document
 * changed meanwhile keeps its status); `onlyWithoutFiles`: and only when it has no file left.
 */
export async function moveStatus(
  db: DbExecutor,
  id: string,
  from: DocumentStatus[],
  to: DocumentStatus,
  onlyWithoutFiles = false,
) {
  await db
    .update(documents)
    .set({ status: to, updatedAt: sql`now()` })
    .where(
      and(
        eq(documents.id, id),
        inArray(documents.status, from),
        onlyWithoutFiles
          ? sql`not exists (select 1 from ${documentFiles} f where f."document_id" = ${documents.id})`
          : undefined,
      ),
    );
}

/**
 * The entity's document of `typeId` that still waits for a file (not waived), other than
 * `exceptId`: a required one first, then by step.
 */
export async function fileLessDocumentOfType(
  db: DbExecutor,
  scope: { companyId: string; diligenceId: string; entityId: string },
  typeId: string,
  exceptId: string,
) {
  const [row] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.companyId, scope.companyId),
        eq(documents.diligenceId, scope.diligenceId),
        eq(documents.entityId, scope.entityId),
        eq(documents.documentTypeId, typeId),
        sql`${documents.id} <> ${exceptId}`,
        sql`${documents.status} <> 'DISPENSADO'`,
        sql`not exists (select 1 from ${documentFiles} f where f."document_id" = ${documents.id})`,
      ),
    )
    .orderBy(
      desc(documents.required),
      sql`${documents.stepOrder} asc nulls last`,
      asc(documents.createdAt),
    )
    .limit(1)
    .for('update');
  return row;
}
