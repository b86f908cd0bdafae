import type { JobAccepted, RestrictiveList } from '@lince/contracts';
import { inTransaction, type ServiceContext } from '../../core/context.ts';
import { cleanFileName } from '../../lib/file-name.ts';
import type { JobQueue } from '../../lib/jobs/queue.ts';
import type { FileType } from '../../lib/storage/file-types.ts';
import type { FileStorage, PutOptions } from '../../lib/storage/storage.ts';
import { receiveImportFile, type StoredUpload } from '../../lib/storage/upload.ts';
import { insertTask } from '../background-tasks/index.ts';
import { restrictiveListImportJob } from './import-job.ts';
import { insertVersion } from './repository.ts';

/** What a list file may be, recognised by content: a CSV (any text), a workbook, a ZIP of them. */
export const LIST_FILE_TYPES: readonly FileType[] = [
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/zip',
];

export const LIST_FILE_FORMAT_MESSAGE =
  'Envie a lista como CSV, planilha XLSX ou um ZIP com o arquivo publicado.';

export interface ListImportsDeps {
  storage: FileStorage;
  jobs: Pick<JobQueue, 'enqueue' | 'wake'>;
  maxBytes: number;
}

/**
 * Starting an import: the upload streamed to the storage (413 past the limit, 415 for anything
 * but text, a workbook or a ZIP, 400 empty — nothing kept then); the task, the new version
 * PROCESSANDO and the job in one transaction (a failure deletes the file); the worker woken once
 * it has committed. A public list belongs to the provider (company null); EMPRESA, to the
 * caller's company.
 */
export function createListImports({ storage, jobs, maxBytes }: ListImportsDeps) {
  const receiveFile = (receive: (options: PutOptions) => Promise<StoredUpload>) =>
    receiveImportFile(receive, {
      maxBytes,
      allowedTypes: LIST_FILE_TYPES,
      formatMessage: LIST_FILE_FORMAT_MESSAGE,
    });

  return {
    async start(
      ctx: ServiceContext,
      list: RestrictiveList,
      receive: (options: PutOptions) => Promise<StoredUpload>,
    ): Promise<JobAccepted> {
      const stored = await receiveFile(receive);
      try {
        const task = await inTransaction(ctx, async (tx) => {
          const row = await insertTask(tx.db, {
            companyId: ctx.companyId,
            userId: ctx.userId,
            kind: 'RESTRICTIVE_LIST_IMPORT',
          });
          const version = await insertVersion(
            tx.db,
            { list, companyId: list === 'EMPRESA' ? ctx.companyId : null },
            {
              fileName: cleanFileName(stored.filename, 'csv'),
              sha256: stored.sha256,
              importedBy: ctx.userId,
              taskId: row.id,
            },
          );
          await jobs.enqueue(tx.db, restrictiveListImportJob, {
            taskId: row.id,
            versionId: version.id,
            storageKey: stored.key,
            size: stored.size,
          });
          return row;
        });
        jobs.wake(restrictiveListImportJob);
        return { jobId: task.id };
      } catch (error) {
        await storage.delete(stored.key).catch(() => {});
        throw error;
      }
    },
  };
}
