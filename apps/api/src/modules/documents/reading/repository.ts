import type { ReadingState, StoredReadingSuggestion } from '@lince/contracts';
import {
  and,
  desc,
  documentFiles,
  documentReadings,
  documents,
  documentTypes,
  entities,
  eq,
  inArray,
  sql,
} from '@lince/db';
import type { DbExecutor } from '../../../core/context.ts';
import type { TypeCandidate } from './document-type.ts';

/** What a reading job needs: its file, and the document and entity the proposal is for. */
export async function readingToRun(db: DbExecutor, readingId: string) {
  const [row] = await db
    .select({
      id: documentReadings.id,
      storageKey: documentFiles.storageKey,
      mimeType: documentFiles.mimeType,
      documentTypeId: documents.documentTypeId,
      entityDocument: entities.document,
      entityKind: entities.kind,
    })
    .from(documentReadings)
    .innerJoin(documentFiles, eq(documentFiles.id, documentReadings.fileId))
    .innerJoin(documents, eq(documents.id, documentReadings.documentId))
    .innerJoin(entities, eq(entities.id, documents.entityId))
    .where(eq(documentReadings.id, readingId));
  return row ?? null;
}

/** The catalogue's active types, as the proposal matches them. */
export function activeTypes(db: DbExecutor): Promise<TypeCandidate[]> {
  return db
    .select({
      id: documentTypes.id,
      name: documentTypes.name,
      issuer: documentTypes.issuer,
      appliesTo: documentTypes.appliesTo,
      category: documentTypes.category,
      validityDays: documentTypes.validityDays,
    })
    .from(documentTypes)
    .where(eq(documentTypes.active, true));
}

export interface ReadingOutcome {
  state: Exclude<ReadingState, 'PROCESSANDO'>;
  suggestion: StoredReadingSuggestion | null;
  text: string | null;
  /** The Portuguese message shown with SEM_TEXTO, FALHOU or a partial reading. */
  message: string | null;
}

/** Writes a reading's outcome (a run of the same job again writes the same row again). */
export async function finishReading(db: DbExecutor, readingId: string, outcome: ReadingOutcome) {
  await db
    .update(documentReadings)
    .set({
      state: outcome.state,
      suggestion: outcome.suggestion,
      text: outcome.text,
      error: outcome.message,
      finishedAt: sql`now()`,
    })
    .where(eq(documentReadings.id, readingId));
}

/**
 * Ends a reading still PROCESSANDO as FALHOU with `message` (its job failed for good: the process
 * died during the last attempt); a reading already finished is left as it is.
 */
export async function abandonReading(db: DbExecutor, readingId: string, message: string) {
  await db
    .update(documentReadings)
    .set({ state: 'FALHOU', suggestion: null, text: null, error: message, finishedAt: sql`now()` })
    .where(and(eq(documentReadings.id, readingId), eq(documentReadings.state, 'PROCESSANDO')));
}

/**
 * The reading to show for a document: the newest file's that found something (PRONTA), else the
 * newest being read, else the newest that found nothing — a photo of the back of a page, read by
 * OCR to no avail, does not hide the certidão's own reading.
 */
export async function latestReading(db: DbExecutor, companyId: string, documentId: string) {
  const [row] = await db
    .select({
      fileId: documentReadings.fileId,
      state: documentReadings.state,
      suggestion: documentReadings.suggestion,
      text: documentReadings.text,
      message: documentReadings.error,
    })
    .from(documentReadings)
    .innerJoin(documentFiles, eq(documentFiles.id, documentReadings.fileId))
    .where(
      and(eq(documentReadings.documentId, documentId), eq(documentReadings.companyId, companyId)),
    )
    .orderBy(
      sql`case ${documentReadings.state} when 'PRONTA' then 0 when 'PROCESSANDO' then 1 else 2 end`,
      desc(documentFiles.uploadedAt),
      desc(documentReadings.createdAt),
    )
    .limit(1);
  return row ?? null;
}

/**
 * For each document, the suggestion of the newest reading that found something (PRONTA), with the
 * proposed type's name — the order `latestReading` shows first. One query for a whole checklist.
 */
export async function proposalsOf(db: DbExecutor, companyId: string, documentIds: string[]) {
  if (documentIds.length === 0) return new Map<string, ProposalRow>();
  const rows = await db
    .selectDistinctOn([documentReadings.documentId], {
      documentId: documentReadings.documentId,
      suggestion: documentReadings.suggestion,
      typeName: documentTypes.name,
    })
    .from(documentReadings)
    .innerJoin(documentFiles, eq(documentFiles.id, documentReadings.fileId))
    .leftJoin(
      documentTypes,
      sql`${documentTypes.id} = ${documentReadings.suggestion}->>'documentTypeId'`,
    )
    .where(
      and(
        eq(documentReadings.companyId, companyId),
        inArray(documentReadings.documentId, documentIds),
        eq(documentReadings.state, 'PRONTA'),
      ),
    )
    .orderBy(
      documentReadings.documentId,
      desc(documentFiles.uploadedAt),
      desc(documentReadings.createdAt),
    );
  return new Map(rows.map((row) => [row.documentId, row]));
}
export type ProposalRow = {
  documentId: string;
  suggestion: StoredReadingSuggestion | null;
  typeName: string | null;
};
