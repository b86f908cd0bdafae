import {
  alias,
  and,
  asc,
  desc,
  documentFiles,
  documentReadings,
  documents,
  documentTypes,
  eq,
  findings,
  inArray,
  sql,
  users,
  type DocumentFileRow,
} from '@lince/db';
import type { DbExecutor } from '../../core/context.ts';

/** The SQL of documents' files (and their readings); every read is scoped by company and diligence. */

const uploader = alias(users, 'uploader');

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

/**
 * The party's files with this content (any document of the entity in the diligence), oldest
 * first: a new upload identical to one of them is a duplicate.
 */
export function partyFilesWithSha(
  db: DbExecutor,
  party: { companyId: string; diligenceId: string; entityId: string },
  sha256: string,
) {
  return db
    .select({ fileId: documentFiles.id, documentId: documentFiles.documentId })
    .from(documentFiles)
    .where(
      and(
        eq(documentFiles.companyId, party.companyId),
        eq(documentFiles.diligenceId, party.diligenceId),
        eq(documentFiles.entityId, party.entityId),
        eq(documentFiles.sha256, sha256),
      ),
    )
    .orderBy(asc(documentFiles.uploadedAt), asc(documentFiles.id));
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

export async function insertReading(db: DbExecutor, values: typeof documentReadings.$inferInsert) {
  const [row] = await db.insert(documentReadings).values(values).returning();
  return row!;
}

/** The storage keys of every file of an entity (to delete its content once its rows are gone). */
export async function storageKeysOfEntity(db: DbExecutor, entityId: string): Promise<string[]> {
  const rows = await db
    .select({ key: documentFiles.storageKey })
    .from(documentFiles)
    .where(eq(documentFiles.entityId, entityId));
  return rows.map((r) => r.key);
}
