import type { Document, DocumentList } from '@lince/contracts';
import { audited } from '../../core/audit.ts';
import type { ServiceContext } from '../../core/context.ts';
import { documentEntry, documentView, loadEntity, usableType } from './lookup.ts';
import { toDocument } from './mappers.ts';
import { entityDocumentRows, filesOf, insertDocument } from './repository.ts';

/** An entity's documents: its checklist, one document, and an extra document added by hand. */

/** `GET …/entities/:entityId/documents`: by step order (extra documents last), then type name. */
export async function entityDocuments(
  ctx: ServiceContext,
  diligenceId: string,
  entityId: string,
): Promise<DocumentList> {
  await loadEntity(ctx, diligenceId, entityId);
  const rows = await entityDocumentRows(ctx.db, ctx.companyId, diligenceId, entityId);
  const files = await filesOf(
    ctx.db,
    rows.map((r) => r.document.id),
  );
  return { items: rows.map((row) => toDocument(row, files)) };
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
