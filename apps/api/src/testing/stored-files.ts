import { Readable } from 'node:stream';
import { documentFiles, documentReadings, documents, type DocumentRow } from '@lince/db';
import type { FastifyInstance } from 'fastify';
import type { DocumentFileType } from '@lince/contracts';
import { documentReadingJob } from '../modules/documents/reading/reading-job.ts';

/** A MANUAL document of an entity (RECEBIDO unless given), for tests that need files and readings under it. */
export async function createDocument(
  app: FastifyInstance,
  values: {
    companyId: string;
    diligenceId: string;
    entityId: string;
    documentTypeId: string;
  } & Partial<typeof documents.$inferInsert>,
): Promise<DocumentRow> {
  const [row] = await app.deps.db
    .insert(documents)
    .values({ source: 'MANUAL', required: false, status: 'RECEBIDO', ...values })
    .returning();
  return row!;
}

/**
 * A file of `document` written straight into the app's storage and `document_files` (what an
 * upload leaves behind), without going through the upload route.
 */
export async function storeDocumentFile(
  app: FastifyInstance,
  document: DocumentRow,
  data: Buffer | Readable,
  { name = 'certidão.pdf', uploadedBy = null as string | null, maxBytes = 1024 ** 3 } = {},
) {
  const source = Buffer.isBuffer(data) ? Readable.from([data]) : data;
  const stored = await app.storage.put(source, {
    maxBytes,
    allowedTypes: ['application/pdf', 'image/png', 'image/jpeg', 'application/zip'],
  });
  const [file] = await app.deps.db
    .insert(documentFiles)
    .values({
      companyId: document.companyId,
      diligenceId: document.diligenceId,
      entityId: document.entityId,
      documentId: document.id,
      storageKey: stored.key,
      name,
      mimeType: stored.mime as DocumentFileType,
      size: stored.size,
      sha256: stored.sha256,
      uploadedBy,
    })
    .returning();
  return file!;
}

/** A PROCESSANDO reading of a stored file and its job (what the upload enqueues for a PDF). */
export async function queueReading(
  app: FastifyInstance,
  file: { id: string; companyId: string; documentId: string },
): Promise<string> {
  const { db, jobs } = app.deps;
  const [reading] = await db
    .insert(documentReadings)
    .values({ companyId: file.companyId, documentId: file.documentId, fileId: file.id })
    .returning({ id: documentReadings.id });
  await jobs.enqueue(db, documentReadingJob, { readingId: reading!.id });
  jobs.wake();
  return reading!.id;
}
