import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  DOCUMENT_FILE_TYPES,
  READING_STATES,
  type DocumentFileType,
  type ReadingState,
  type StoredReadingSuggestion,
} from '@lince/contracts/documents';
import { companies } from './companies.ts';
import { diligences, entities } from './diligences.ts';
import { documents } from './checklists.ts';
import { users } from './users.ts';
import { createdAt, idColumn, list, timestampColumn } from './columns.ts';

/**
 * A file of a document (a document may hold several: front and back of an ID). The content lives
 * in the file storage under `storage_key` (server-generated); `name` is the cleaned name it was
 * sent with, used only for display and downloads. `entity_id` and `diligence_id` are copied from
 * the document so the data room and the ZIP read one index.
 */
export const documentFiles = pgTable(
  'document_files',
  {
    id: idColumn(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    diligenceId: text('diligence_id')
      .notNull()
      .references(() => diligences.id, { onDelete: 'cascade' }),
    entityId: text('entity_id')
      .notNull()
      .references(() => entities.id, { onDelete: 'cascade' }),
    documentId: text('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    mimeType: text('mime_type').$type<DocumentFileType>().notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    uploadedAt: timestampColumn('uploaded_at').notNull().defaultNow(),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('document_files_storage_key_unique').on(t.storageKey),
    index('document_files_document_idx').on(t.documentId, t.uploadedAt),
    index('document_files_entity_idx').on(t.entityId, t.uploadedAt),
    check('document_files_mime_known', sql`${t.mimeType} in (${list(DOCUMENT_FILE_TYPES)})`),
  ],
);

/**
 * The reading of one uploaded PDF (a background job): its state, and the proposal it makes for
 * the document (type, dates, result, CPF/CNPJ found). Nothing here is written to the document:
 * the analyst accepts the proposal field by field.
 */
export const documentReadings = pgTable(
  'document_readings',
  {
    id: idColumn(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    documentId: text('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    fileId: text('file_id')
      .notNull()
      .references(() => documentFiles.id, { onDelete: 'cascade' }),
    state: text('state').$type<ReadingState>().notNull().default('PROCESSANDO'),
    suggestion: jsonb('suggestion').$type<StoredReadingSuggestion>(),
    /** The extracted text, normalised whitespace, capped (shown beside the form). */
    text: text('text'),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: timestampColumn('finished_at'),
  },
  (t) => [
    uniqueIndex('document_readings_file_unique').on(t.fileId),
    index('document_readings_document_idx').on(t.documentId, t.createdAt),
    check('document_readings_state_known', sql`${t.state} in (${list(READING_STATES)})`),
  ],
);

export type DocumentFileRow = typeof documentFiles.$inferSelect;
export type DocumentReadingRow = typeof documentReadings.$inferSelect;
