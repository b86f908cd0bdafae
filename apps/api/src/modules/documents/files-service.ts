import {
  DOCUMENT_FILE_TYPES,
  type DataRoomPage,
  type Document,
  type DocumentFileType,
} from '@lince/contracts';
import type { DocumentFileRow } from '@lince/db';
import type { Readable } from 'node:stream';
import { audit, audited } from '../../domain/audit.ts';
import { inTransaction, type ServiceContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import type { JobQueue } from '../../lib/jobs/queue.ts';
import { extensionOf } from '../../lib/storage/file-types.ts';
import type { FileStorage, PutOptions } from '../../lib/storage/storage.ts';
import type { StoredUpload } from '../../lib/storage/upload.ts';
import { cleanFileName } from '../../lib/file-name.ts';
import { loadEntity } from '../../domain/diligence/entity.ts';
import { startCollection } from '../../domain/diligence/collection-start.ts';
import { documentEntry, documentView, fileNotFound, fileTypesFor, loadDocument } from './lookup.ts';
import { toDataRoomFile } from './mappers.ts';
import { READABLE_TYPES } from './reading/file-text.ts';
import { documentReadingJob } from './reading/reading-job.ts';
import { insertDocument, otherTypeRow, typeRow, moveStatus } from './repository.ts';
import {
  dataRoomRows,
  deleteFile,
  fileRow,
  insertFile,
  insertReading,
  partyFilesWithSha,
} from './files-repository.ts';

/** `?allowDuplicate=true`: an upload identical to one of the party's files is kept anyway. */
export interface DuplicateCheck {
  allowDuplicate: boolean;
}

/** 409 `DUPLICATE_FILE`: the upload's content is already in the party's data room. */
const duplicateFile = (existing: { fileId: string; documentId: string }[]) =>
  new AppError(
    409,
    'DUPLICATE_FILE',
    existing.length === 1
      ? 'Este arquivo é idêntico a um arquivo que a parte já tem.'
      : `Este arquivo é idêntico a ${existing.length} arquivos que a parte já tem.`,
    existing.map(({ fileId, documentId }) => ({ fileId, documentId })),
  );

/** Receives the upload of the request with these limits (the route streams it into the storage). */
export type Receive = (options: PutOptions) => Promise<StoredUpload>;

export interface DocumentFilesDeps {
  storage: FileStorage;
  jobs: Pick<JobQueue, 'enqueue' | 'wake'>;
  maxUploadBytes: number;
}

/**
 * The files of documents: upload (streamed to the storage; refused when the party already has the
 * same content, unless allowed; then one transaction: the file row, the status, the PDF's reading
 * and its job, the audit entry — a refusal or a failure deletes the stored file),
 * content (audited: who saw what), removal and the entity's data room.
 */
export function createDocumentFiles({ storage, jobs, maxUploadBytes }: DocumentFilesDeps) {
  /**
   * Stores the upload (streamed: its SHA-256 is known once stored), refuses it as a duplicate of
   * one of the party's files unless allowed, then runs `write` with it; a refusal or a failed write
   * leaves no stored file behind (and nothing was written to the database).
   */
  async function receiveThen<T>(
    ctx: ServiceContext,
    party: { diligenceId: string; entityId: string },
    check: DuplicateCheck,
    receive: Receive,
    allowedTypes: readonly DocumentFileType[],
    write: (upload: StoredUpload & { mime: DocumentFileType }) => Promise<T>,
  ): Promise<T> {
    const stored = await receive({ maxBytes: maxUploadBytes, allowedTypes });
    try {
      if (!check.allowDuplicate) {
        const existing = await partyFilesWithSha(
          ctx.db,
          { companyId: ctx.companyId, ...party },
          stored.sha256,
        );
        if (existing.length) throw duplicateFile(existing);
      }
      return await write(stored as StoredUpload & { mime: DocumentFileType });
    } catch (error) {
      await storage.delete(stored.key).catch(() => {});
      throw error;
    }
  }

  /**
   * The file row (and, for a PDF, PNG or JPEG, its reading and the job that reads it) in the open
   * transaction.
   */
  async function addFile(
    tx: ServiceContext,
    doc: { id: string; companyId: string; diligenceId: string; entityId: string },
    upload: StoredUpload & { mime: DocumentFileType },
  ): Promise<DocumentFileRow> {
    const file = await insertFile(tx.db, {
      companyId: doc.companyId,
      diligenceId: doc.diligenceId,
      entityId: doc.entityId,
      documentId: doc.id,
      storageKey: upload.key,
      name: cleanFileName(upload.filename, extensionOf(upload.mime)),
      mimeType: upload.mime,
      size: upload.size,
      sha256: upload.sha256,
      uploadedBy: tx.userId,
    });
    if (READABLE_TYPES.has(file.mimeType)) {
      const reading = await insertReading(tx.db, {
        companyId: doc.companyId,
        documentId: doc.id,
        fileId: file.id,
      });
      await jobs.enqueue(tx.db, documentReadingJob, { readingId: reading.id });
    }
    return file;
  }

  const fileSummary = (file: DocumentFileRow) => ({
    fileId: file.id,
    name: file.name,
    size: file.size,
    sha256: file.sha256,
    mimeType: file.mimeType,
  });

  return {
    /**
     * `POST …/documents/:documentId/files`: a PENDENTE document becomes RECEBIDO (and a diligence
     * "A iniciar" with no file yet, "Coleta de documentos").
     */
    async upload(
      ctx: ServiceContext,
      diligenceId: string,
      documentId: string,
      check: DuplicateCheck,
      receive: Receive,
    ): Promise<Document> {
      const row = await loadDocument(ctx, diligenceId, documentId);
      const type = await typeRow(ctx.db, row.document.documentTypeId);
      const party = { diligenceId, entityId: row.document.entityId };
      const allowed = fileTypesFor(type?.category ?? 'OUTRO');
      return receiveThen(ctx, party, check, receive, allowed, (upload) =>
        inTransaction(ctx, async (tx) => {
          const file = await audited(
            tx,
            (added: DocumentFileRow) =>
              documentEntry('DOCUMENT_FILE_UPLOADED', row.document, fileSummary(added)),
            async (write) => {
              const added = await addFile(write, row.document, upload);
              await moveStatus(write.db, row.document.id, ['PENDENTE'], 'RECEBIDO');
              return added;
            },
          );
          await startCollection(tx, diligenceId, file);
        }).then(() => {
          // The reading starts now, not on the worker's next poll.
          jobs.wake(documentReadingJob);
          return documentView(ctx, diligenceId, documentId);
        }),
      );
    },

    /** `POST …/entities/:entityId/files`: a new document "Outros" (not required) holding the file. */
    async uploadUnclassified(
      ctx: ServiceContext,
      diligenceId: string,
      entityId: string,
      check: DuplicateCheck,
      receive: Receive,
    ): Promise<Document> {
      await loadEntity(ctx, diligenceId, entityId);
      const other = await otherTypeRow(ctx.db);
      if (!other)
        throw new AppError(409, 'CONFLICT', 'O tipo de documento "Outros" não está cadastrado.');
      const party = { diligenceId, entityId };
      const id = await receiveThen(ctx, party, check, receive, DOCUMENT_FILE_TYPES, (upload) =>
        inTransaction(ctx, async (tx) => {
          const doc = await insertDocument(tx.db, {
            companyId: ctx.companyId,
            diligenceId,
            entityId,
            documentTypeId: other.id,
            source: 'MANUAL',
            required: false,
            status: 'RECEBIDO',
            createdBy: ctx.userId,
          });
          const file = await addFile(tx, doc, upload);
          await audit(tx, documentEntry('DOCUMENT_ADDED', doc, { documentTypeId: other.id }));
          await audit(tx, documentEntry('DOCUMENT_FILE_UPLOADED', doc, fileSummary(file)));
          await startCollection(tx, diligenceId, file);
          return doc.id;
        }),
      );
      jobs.wake(documentReadingJob);
      return documentView(ctx, diligenceId, id);
    },

    /** The stored content of a file, audited as viewed or downloaded before it is sent. */
    async content(
      ctx: ServiceContext,
      diligenceId: string,
      documentId: string,
      fileId: string,
      download: boolean,
    ): Promise<{ file: DocumentFileRow; stream: Readable }> {
      const file = await fileRow(ctx.db, ctx.companyId, diligenceId, documentId, fileId);
      if (!file) throw fileNotFound();
      const stream = await storage.get(file.storageKey);
      try {
        await audit(
          ctx,
          documentEntry(
            download ? 'FILE_DOWNLOADED' : 'FILE_VIEWED',
            { id: file.documentId, diligenceId, entityId: file.entityId },
            { fileId: file.id, name: file.name },
          ),
        );
      } catch (error) {
        stream.destroy();
        throw error;
      }
      return { file, stream };
    },

    /** `DELETE …/files/:fileId`: the last file gone, a document not yet analysed is PENDENTE again. */
    async remove(
      ctx: ServiceContext,
      diligenceId: string,
      documentId: string,
      fileId: string,
    ): Promise<Document> {
      const row = await loadDocument(ctx, diligenceId, documentId);
      const file = await fileRow(ctx.db, ctx.companyId, diligenceId, documentId, fileId);
      if (!file) throw fileNotFound();
      await audited(
        ctx,
        documentEntry('DOCUMENT_FILE_REMOVED', row.document, fileSummary(file)),
        async (tx) => {
          await deleteFile(tx.db, file.id);
          // No verdict yet and nothing left to analyse: waiting for a file again.
          await moveStatus(tx.db, documentId, ['RECEBIDO', 'EM_ANALISE'], 'PENDENTE', true);
        },
      );
      await storage.delete(file.storageKey).catch(() => {});
      return documentView(ctx, diligenceId, documentId);
    },

    /** `GET …/entities/:entityId/files`: the data room, newest first. */
    async dataRoom(
      ctx: ServiceContext,
      diligenceId: string,
      entityId: string,
      query: { page: number; pageSize: number },
    ): Promise<DataRoomPage> {
      await loadEntity(ctx, diligenceId, entityId);
      const { items, total } = await dataRoomRows(ctx.db, ctx.companyId, diligenceId, entityId, {
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return {
        items: items.map(toDataRoomFile),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  };
}
