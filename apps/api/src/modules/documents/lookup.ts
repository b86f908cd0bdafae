import {
  CERTIDAO_FILE_TYPES,
  DOCUMENT_FILE_TYPE_LABELS,
  DOCUMENT_FILE_TYPES,
  type ActivityAction,
  type Document,
  type DocumentFileType,
  type EntityKind,
} from '@lince/contracts';
import type { DocumentTypeRow } from '@lince/db';
import type { AuditEntry } from '../../domain/audit.ts';
import type { DbExecutor, ServiceContext } from '../../core/context.ts';
import { conflict, notFound, validationError } from '../../core/errors.ts';
import { loadEntity } from '../../domain/diligence/entity.ts';
import { toDocument } from './mappers.ts';
import { documentRow, typeRow, type DocumentViewRow } from './repository.ts';
import { filesOf } from './files-repository.ts';
import { proposalsOf } from './reading/repository.ts';

/** Finding a document, its entity and a document type the caller may use, or the 404/400 that says why not. */

export const documentNotFound = () => notFound('Documento não encontrado.');
export const fileNotFound = () => notFound('Arquivo não encontrado.');

export async function loadDocument(
  ctx: ServiceContext,
  diligenceId: string,
  documentId: string,
): Promise<DocumentViewRow> {
  const row = await documentRow(ctx.db, ctx.companyId, diligenceId, documentId);
  if (!row) throw documentNotFound();
  return row;
}

/** The kind (PF/PJ) of the entity a document belongs to. */
export async function kindOfDocumentEntity(ctx: ServiceContext, row: DocumentViewRow) {
  return (await loadEntity(ctx, row.document.diligenceId, row.document.entityId)).kind;
}

/** An active document type that applies to `kind`; 400 otherwise (unknown included). */
export async function usableType(
  db: DbExecutor,
  typeId: string,
  kind: EntityKind,
): Promise<DocumentTypeRow> {
  const type = await typeRow(db, typeId);
  if (!type) throw validationError('Tipo de documento não encontrado.', 'documentTypeId');
  if (!type.active) throw validationError('Este tipo de documento está inativo.', 'documentTypeId');
  if (type.appliesTo !== 'AMBOS' && type.appliesTo !== kind)
    throw validationError(
      kind === 'PF'
        ? 'Este tipo de documento não se aplica a pessoa física.'
        : 'Este tipo de documento não se aplica a pessoa jurídica.',
      'documentTypeId',
    );
  return type;
}

/** The file types a document of `category` accepts: a certidão, PDF and images only. */
export const fileTypesFor = (category: string): readonly DocumentFileType[] =>
  category === 'CERTIDAO' ? CERTIDAO_FILE_TYPES : DOCUMENT_FILE_TYPES;

/** 409 when files of the document could not belong to a document of `type` (office files in a certidão). */
export function assertFilesFit(type: DocumentTypeRow, mimeTypes: DocumentFileType[]) {
  const allowed = fileTypesFor(type.category);
  const misfit = [...new Set(mimeTypes.filter((m) => !allowed.includes(m)))];
  if (misfit.length)
    throw conflict(
      `Uma certidão aceita só PDF, PNG ou JPEG: este documento tem arquivo ${misfit
        .map((m) => DOCUMENT_FILE_TYPE_LABELS[m])
        .join(' e ')}. Remova-o ou escolha outro tipo.`,
    );
}

/** The document as the API answers it, read again (within the caller's transaction, if any). */
export async function documentView(
  ctx: ServiceContext,
  diligenceId: string,
  documentId: string,
): Promise<Document> {
  const row = await loadDocument(ctx, diligenceId, documentId);
  const proposals = await proposalsOf(ctx.db, ctx.companyId, [row.document.id]);
  return toDocument(row, await filesOf(ctx.db, [row.document.id]), proposals.get(row.document.id));
}

/** An audit entry about a document (the diligence's timeline finds it by `diligenceId`). */
export const documentEntry = (
  action: ActivityAction,
  d: { id: string; diligenceId: string; entityId: string },
  summary: Record<string, unknown> = {},
): AuditEntry => ({
  action,
  targetType: 'document',
  targetId: d.id,
  summary: { diligenceId: d.diligenceId, entityId: d.entityId, ...summary },
});
