import {
  alias,
  and,
  asc,
  desc,
  documentFiles,
  documentReadings,
  documents,
  documentTypes,
  entities,
  findings,
  eq,
  inArray,
  sql,
  users,
  type DocumentFileRow,
  type DocumentRow,
} from '@lince/db';
import type { DocumentStatus } from '@lince/contracts';
import type { DbExecutor } from '../../core/context.ts';

/** The SQL of documents and their files; every read is scoped by company and diligence. */

const analyst = alias(users, 'analyst');
const uploader = alias(users, 'uploader');

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

const fileColumns = { file: documentFiles, uploaderName: uploader.name };

/** The files of `documentIds`, oldest first, with who uploaded them. */
export function filesOf(db: DbExecutor, documentIds: string[]) {
  if (!documentIds.length) return Promise.resolve([]);
  return db
    .select(fileColumns)
    .from(documentFiles)
    .leftJoin(uploader, eq(uploader.id, documentFiles.uploadedBy))
    .where(inArray(documentFiles.documentId, documentIds))
    .orderBy(asc(documentFiles.uploadedAt), asc(documentFiles.id));
}
export type FileViewRow = Awaited<ReturnType<typeof filesOf>>[number];

/** One file of one document of the company's diligence. */
export async function fileRow(
  db: DbExecutor,
  companyId: string,
  diligenceId: string,
  documentId: string,
  fileId: string,
): Promise<DocumentFileRow | undefined> {
  const [row] = await db
    .select()
    .from(documentFiles)
    .where(
      and(
        eq(documentFiles.companyId, companyId),
        eq(documentFiles.diligenceId, diligenceId),
        eq(documentFiles.documentId, documentId),
        eq(documentFiles.id, fileId),
      ),
    )
    .limit(1);
  return row;
}

/** The entity's data room: every file, newest first, with its document's type and status. */
export async function dataRoomRows(
  db: DbExecutor,
  companyId: string,
  diligenceId: string,
  entityId: string,
  page: { offset: number; limit: number },
) {
  const where = and(
    eq(documentFiles.companyId, companyId),
    eq(documentFiles.diligenceId, diligenceId),
    eq(documentFiles.entityId, entityId),
  );
  const [items, [total]] = await Promise.all([
    db
      .select({
        ...fileColumns,
        documentTypeName: documentTypes.name,
        documentStatus: documents.status,
      })
      .from(documentFiles)
      .innerJoin(documents, eq(documents.id, documentFiles.documentId))
      .innerJoin(documentTypes, eq(documentTypes.id, documents.documentTypeId))
      .leftJoin(uploader, eq(uploader.id, documentFiles.uploadedBy))
      .where(where)
      .orderBy(desc(documentFiles.uploadedAt), desc(documentFiles.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ count: sql<number>`cast(count(*) as integer)`.mapWith(Number) })
      .from(documentFiles)
      .where(where),
  ]);
  return { items, total: total?.count ?? 0 };
}
export type DataRoomRow = Awaited<ReturnType<typeof dataRoomRows>>['items'][number];

/** The entity of the company's diligence (its kind decides which types apply; its name titles its ZIP). */
export async function entityRow(
  db: DbExecutor,
  companyId: string,
  diligenceId: string,
  entityId: string,
) {
  const [row] = await db
    .select({ id: entities.id, kind: entities.kind, name: entities.name })
    .from(entities)
    .where(
      and(
        eq(entities.companyId, companyId),
        eq(entities.diligenceId, diligenceId),
        eq(entities.id, entityId),
      ),
    )
    .limit(1);
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

export async function insertFile(db: DbExecutor, values: typeof documentFiles.$inferInsert) {
  const [row] = await db.insert(documentFiles).values(values).returning();
  return row!;
}

export async function deleteFile(db: DbExecutor, id: string) {
  await db.delete(documentFiles).where(eq(documentFiles.id, id));
}

/** Moves every file of `fromId` (its readings and findings too) to the document `toId`. */
export async function moveFiles(db: DbExecutor, fromId: string, toId: string) {
  await db.update(findings).set({ documentId: toId }).where(eq(findings.documentId, fromId));
  await db
    .update(documentFiles)
    .set({ documentId: toId })
    .where(eq(documentFiles.documentId, fromId));
  await db
    .update(documentReadings)
    .set({ documentId: toId })
    .where(eq(documentReadings.documentId, fromId));
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

export async function insertReading(db: DbExecutor, values: typeof documentReadings.$inferInsert) {
  const [row] = await db.insert(documentReadings).values(values).returning();
  return row!;
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

/** The storage keys of every file of an entity (to delete its content once its rows are gone). */
export async function storageKeysOfEntity(db: DbExecutor, entityId: string): Promise<string[]> {
  const rows = await db
    .select({ key: documentFiles.storageKey })
    .from(documentFiles)
    .where(eq(documentFiles.entityId, entityId));
  return rows.map((r) => r.key);
}
