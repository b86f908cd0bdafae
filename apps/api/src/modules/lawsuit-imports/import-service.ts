import { LAWSUIT_IMPORT_FORMAT_MESSAGE, type JobAccepted } from '@lince/contracts';
import { inTransaction, type ServiceContext } from '../../core/context.ts';
import type { JobQueue } from '../../lib/jobs/queue.ts';
import type { FileType } from '../../lib/storage/file-types.ts';
import type { FileStorage, PutOptions } from '../../lib/storage/storage.ts';
import { receiveImportFile, type StoredUpload } from '../../lib/storage/upload.ts';
import { insertTask } from '../background-tasks/index.ts';
import type { DiligenceRecord } from '../../domain/diligence/record.ts';
import { findEntityRecord, entityNotFound } from '../../domain/diligence/entity.ts';
import { lawsuitImportJob } from './import-job.ts';

/** What an import may be, recognised by content: a CSV (any text), a DataJud JSON, a workbook. */
export const IMPORT_FILE_TYPES: readonly FileType[] = [
  'text/csv',
  'application/json',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

export interface LawsuitImportsDeps {
  storage: FileStorage;
  jobs: Pick<JobQueue, 'enqueue' | 'wake'>;
  maxBytes: number;
}

/**
 * Starting an import: the entity checked (404) before anything is read; the upload streamed to
 * the storage (413 past the limit, 415 for anything but text or a workbook, 400 empty — nothing
 * kept then); the task PROCESSANDO and its job in one transaction (a failure deletes the file);
 * once it has committed, the import's worker is woken: a small file is read at once, not on the
 * worker's next poll (issue 27).
 */
export function createLawsuitImports({ storage, jobs, maxBytes }: LawsuitImportsDeps) {
  const receiveFile = (receive: (options: PutOptions) => Promise<StoredUpload>) =>
    receiveImportFile(receive, {
      maxBytes,
      allowedTypes: IMPORT_FILE_TYPES,
      formatMessage: LAWSUIT_IMPORT_FORMAT_MESSAGE,
    });

  return {
    async start(
      ctx: ServiceContext,
      { diligence }: DiligenceRecord,
      entityId: string,
      receive: (options: PutOptions) => Promise<StoredUpload>,
    ): Promise<JobAccepted> {
      if (!(await findEntityRecord(ctx.db, ctx.companyId, diligence.id, entityId)))
        throw entityNotFound();
      const stored = await receiveFile(receive);
      try {
        const task = await inTransaction(ctx, async (tx) => {
          const row = await insertTask(tx.db, {
            companyId: ctx.companyId,
            userId: ctx.userId,
            kind: 'LAWSUIT_IMPORT',
          });
          await jobs.enqueue(tx.db, lawsuitImportJob, {
            taskId: row.id,
            storageKey: stored.key,
            diligenceId: diligence.id,
            entityId,
          });
          return row;
        });
        jobs.wake(lawsuitImportJob);
        return { jobId: task.id };
      } catch (error) {
        await storage.delete(stored.key).catch(() => {});
        throw error;
      }
    },
  };
}
