import type { Document, DocumentList } from '@lince/contracts';
import { audit, audited } from '../../domain/audit.ts';
import { inTransaction, type ServiceContext } from '../../core/context.ts';
import { groupBy } from '../../lib/group-by.ts';
import { conflict } from '../../core/errors.ts';
import { loadEntity } from '../../domain/diligence/entity.ts';
import {
  assertFilesFit,
  documentEntry,
  documentView,
  kindOfDocumentEntity,
  loadDocument,
  usableType,
} from './lookup.ts';
import { toDocument } from './mappers.ts';
import {
  deleteDocument,
  diligenceDocumentRows,
  type DocumentViewRow,
  entityDocumentRows,
  fileLessDocumentOfType,
  insertDocument,
  moveStatus,
  updateDocument,
} from './repository.ts';
import { filesOf, moveFiles } from './files-repository.ts';
import { proposalsOf } from './reading/repository.ts';

/** An entity's documents: its checklist, one document, and an extra document added by hand. */

/** Documents as the API shows them: each with its files and reading's proposal (a query each). */
async function withFiles(ctx: ServiceContext, rows: DocumentViewRow[]): Promise<Document[]> {
  const ids = rows.map((r) => r.document.id);
  const files = groupBy(await filesOf(ctx.db, ids), (f) => f.file.documentId);
  const proposals = await proposalsOf(ctx.db, ctx.companyId, ids);
  return rows.map((row) =>
    toDocument(row, files.get(row.document.id) ?? [], proposals.get(row.document.id)),
  );
}

/** `GET …/entities/:entityId/documents`: by step order (extra documents last), then type name. */
export async function entityDocuments(
  ctx: ServiceContext,
  diligenceId: string,
  entityId: string,
): Promise<DocumentList> {
  await loadEntity(ctx, diligenceId, entityId);
  const rows = await entityDocumentRows(ctx.db, ctx.companyId, diligenceId, entityId);
  return { items: await withFiles(ctx, rows) };
}

/**
 * Every document of the diligence (of the caller's company) by entity, each entity's in the order
 * of `entityDocuments`: two queries for all of them (the reports read a diligence whole).
 */
export async function diligenceDocumentsByEntity(
  ctx: ServiceContext,
  diligenceId: string,
): Promise<Map<string, Document[]>> {
  const rows = await diligenceDocumentRows(ctx.db, ctx.companyId, diligenceId);
  return groupBy(await withFiles(ctx, rows), (doc) => doc.entityId);
}

/** `GET …/documents/:documentId`. */
export const getDocument = (ctx: ServiceContext, diligenceId: string, documentId: string) =>
  documentView(ctx, diligenceId, documentId);

/** `POST …/entities/:entityId/documents`: any active type that applies to the entity (MANUAL, not required). */
export async function addDocument(
  ctx: ServiceContext,
  diligenceId: string,
  entityId: string,
  documentTypeId: string,
): Promise<Document> {
  const entity = await loadEntity(ctx, diligenceId, entityId);
  const type = await usableType(ctx.db, documentTypeId, entity.kind);
  const doc = await audited(
    ctx,
    (d: { id: string; diligenceId: string; entityId: string }) =>
      documentEntry('DOCUMENT_ADDED', d, { documentTypeId: type.id, documentTypeName: type.name }),
    (tx) =>
      insertDocument(tx.db, {
        companyId: ctx.companyId,
        diligenceId,
        entityId,
        documentTypeId: type.id,
        source: 'MANUAL',
        required: false,
        createdBy: ctx.userId,
      }),
  );
  return documentView(ctx, diligenceId, doc.id);
}

/**
 * `POST …/documents/:documentId/classify`: a document added by hand (a bulk upload's "Outros")
 * gets its type. When the entity has a document of that type still without a file, the files
 * (their readings and findings) move there — PENDENTE becomes RECEBIDO — and this one is removed:
 * the answer is that document. Otherwise this one takes the type.
 */
export async function classifyDocument(
  ctx: ServiceContext,
  diligenceId: string,
  documentId: string,
  documentTypeId: string,
): Promise<Document> {
  const row = await loadDocument(ctx, diligenceId, documentId);
  const doc = row.document;
  if (doc.source !== 'MANUAL') throw conflict('Um documento gerado pela trilha já tem o seu tipo.');
  const type = await usableType(ctx.db, documentTypeId, await kindOfDocumentEntity(ctx, row));
  const files = await filesOf(ctx.db, [doc.id]);
  assertFilesFit(
    type,
    files.map((f) => f.file.mimeType),
  );
  const resultId = await inTransaction(ctx, async (tx) => {
    const target = await fileLessDocumentOfType(tx.db, doc, type.id, doc.id);
    const summary = {
      before: { documentTypeId: doc.documentTypeId, documentTypeName: row.typeName },
      after: { documentTypeId: type.id, documentTypeName: type.name },
      ...(target ? { movedTo: target.id } : {}),
    };
    if (!target) {
      await updateDocument(tx.db, doc.id, { documentTypeId: type.id });
      await audit(tx, documentEntry('DOCUMENT_CLASSIFIED', doc, summary));
      return doc.id;
    }
    await moveFiles(tx.db, doc.id, target.id);
    if (files.length) await moveStatus(tx.db, target.id, ['PENDENTE'], 'RECEBIDO');
    await deleteDocument(tx.db, doc.id);
    await audit(
      tx,
      documentEntry(
        'DOCUMENT_CLASSIFIED',
        { ...doc, id: target.id },
        { ...summary, removed: doc.id },
      ),
    );
    return target.id;
  });
  return documentView(ctx, diligenceId, resultId);
}
