import {
  DOCUMENT_ANALYSED_STATUSES,
  EXPIRED_RESERVATION_NOTE_MESSAGE,
  expiredApprovalMessage,
  type Document,
  type DocumentAnalysisInput,
  type DocumentStatus,
} from '@lince/contracts';
import { todayInBrazil } from '@lince/contracts/calendar';
import type { DocumentRow } from '@lince/db';
import { audited, changes } from '../../domain/audit.ts';
import type { ServiceContext } from '../../core/context.ts';
import type { DiligenceRecord } from '../../domain/diligence/record.ts';
import { conflict, isUniqueViolation, validationError } from '../../core/errors.ts';
import {
  assertFilesFit,
  documentEntry,
  documentView,
  kindOfDocumentEntity,
  loadDocument,
  usableType,
} from './lookup.ts';
import { typeRow, updateDocument } from './repository.ts';
import { filesOf } from './files-repository.ts';

/**
 * The analyst's writes on a document: the analysis (status, type, dates, result, notes), the
 * waiver and its undoing. Rules (decision 026):
 * - a waived document is analysed only after its waiver is undone (409);
 * - RECEBIDO needs a file (409 otherwise); every other analysis status may be set without one
 *   (the analyst may have seen the document elsewhere);
 * - an analysed status (Aprovado, Aprovado com ressalvas, Reprovado) records who and when; going
 *   back to Recebido or Em análise clears them;
 * - a new type must be active and apply to the entity's kind, and fit the files (no DOCX in a certidão);
 * - `validUntil` not given, with `issuedAt` given: issue date + the type's usual validity;
 * - an expired document (valid until before today, or before the diligence's due date) is not
 *   Aprovado (400 on `validUntil`): Aprovado com ressalvas with a note, or Reprovado.
 */

const analysed = (status: DocumentStatus) =>
  (DOCUMENT_ANALYSED_STATUSES as readonly string[]).includes(status);

/** `aaaa-mm-dd` + `days`, in the calendar (no time zone). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const sameTypeGenerated = () =>
  conflict('A parte já tem um documento deste tipo gerado pela trilha.');

/** `PUT …/documents/:documentId/analysis`. */
export async function analyseDocument(
  ctx: ServiceContext,
  { diligence }: Pick<DiligenceRecord, 'diligence'>,
  documentId: string,
  input: DocumentAnalysisInput,
): Promise<Document> {
  const diligenceId = diligence.id;
  const row = await loadDocument(ctx, diligenceId, documentId);
  const doc = row.document;
  if (doc.status === 'DISPENSADO')
    throw conflict('O documento está dispensado: desfaça a dispensa antes de analisá-lo.');
  const files = await filesOf(ctx.db, [doc.id]);
  if (input.status === 'RECEBIDO' && !files.length)
    throw conflict('Um documento sem arquivo não pode ficar como Recebido: envie o arquivo.');

  const changingType =
    input.documentTypeId !== undefined && input.documentTypeId !== doc.documentTypeId;
  const type = changingType
    ? await usableType(ctx.db, input.documentTypeId!, await kindOfDocumentEntity(ctx, row))
    : (await typeRow(ctx.db, doc.documentTypeId))!;
  if (changingType)
    assertFilesFit(
      type,
      files.map((f) => f.file.mimeType),
    );

  const issuedAt = input.issuedAt === undefined ? doc.issuedAt : input.issuedAt;
  const validUntil =
    input.validUntil !== undefined
      ? input.validUntil
      : input.issuedAt && type.validityDays
        ? addDays(input.issuedAt, type.validityDays)
        : doc.validUntil;
  if (issuedAt && validUntil && validUntil < issuedAt)
    throw validationError('A validade não pode ser anterior à emissão.', 'validUntil');
  const expired = expiredApprovalMessage(validUntil, todayInBrazil(), diligence.dueDate);
  if (expired && input.status === 'APROVADO') throw validationError(expired, 'validUntil');
  const notes = input.notes === undefined ? doc.notes : input.notes;
  if (expired && input.status === 'APROVADO_COM_RESSALVAS' && !notes?.trim())
    throw validationError(EXPIRED_RESERVATION_NOTE_MESSAGE, 'notes');

  const next: Partial<DocumentRow> = {
    status: input.status,
    documentTypeId: type.id,
    issuedAt,
    validUntil,
    result: input.result === undefined ? doc.result : input.result,
    notes,
    analysedAt: analysed(input.status) ? new Date() : null,
    analysedBy: analysed(input.status) ? ctx.userId : null,
  };
  const { analysedAt: _at, ...shown } = next;
  try {
    await audited(
      ctx,
      documentEntry('DOCUMENT_ANALYSED', doc, changes(doc as Record<string, unknown>, shown)),
      (tx) => updateDocument(tx.db, doc.id, next),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw sameTypeGenerated();
    throw error;
  }
  return documentView(ctx, diligenceId, documentId);
}

/** `POST …/documents/:documentId/waiver`: DISPENSADO with its justification (files kept). */
export async function waiveDocument(
  ctx: ServiceContext,
  diligenceId: string,
  documentId: string,
  justification: string,
): Promise<Document> {
  const { document: doc } = await loadDocument(ctx, diligenceId, documentId);
  if (doc.status === 'DISPENSADO') throw conflict('O documento já está dispensado.');
  await audited(
    ctx,
    documentEntry('DOCUMENT_WAIVED', doc, { before: { status: doc.status }, justification }),
    (tx) =>
      updateDocument(tx.db, doc.id, {
        status: 'DISPENSADO',
        waiverJustification: justification,
        waivedAt: new Date(),
        waivedBy: ctx.userId,
      }),
  );
  return documentView(ctx, diligenceId, documentId);
}

/** `DELETE …/documents/:documentId/waiver`: RECEBIDO when it has files, else PENDENTE (to be analysed again). */
export async function undoWaiver(
  ctx: ServiceContext,
  diligenceId: string,
  documentId: string,
): Promise<Document> {
  const { document: doc } = await loadDocument(ctx, diligenceId, documentId);
  if (doc.status !== 'DISPENSADO') throw conflict('O documento não está dispensado.');
  const status = (await filesOf(ctx.db, [doc.id])).length ? 'RECEBIDO' : 'PENDENTE';
  await audited(
    ctx,
    documentEntry('DOCUMENT_WAIVER_UNDONE', doc, {
      before: { waiverJustification: doc.waiverJustification },
      after: { status },
    }),
    (tx) =>
      updateDocument(tx.db, doc.id, {
        status,
        waiverJustification: null,
        waivedAt: null,
        waivedBy: null,
        analysedAt: null,
        analysedBy: null,
      }),
  );
  return documentView(ctx, diligenceId, documentId);
}
