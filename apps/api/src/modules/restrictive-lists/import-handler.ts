import type { RestrictiveListImportResult } from '@lince/contracts';
import type { Database, RestrictiveListVersionRow } from '@lince/db';
import { AppError } from '../../lib/app-error.ts';
import type { JobHandler } from '../../lib/jobs/define.ts';
import type { JobQueue } from '../../lib/jobs/queue.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import { mimeOfKey } from '../../lib/storage/storage.ts';
import { rescreenAfterImportJob } from '../../domain/screening/rescreen-job.ts';
import { finishTask, setTaskProgress, taskOfJob } from '../background-tasks/index.ts';
import type { RestrictiveListImportJobData } from './import-job.ts';
import { ListFileError } from './layouts/index.ts';
import { openListFiles, type ListFiles } from './list-files.ts';
import { aliasRows, listRecords, type ReadProgress } from './read-files.ts';
import {
  concludeVersion,
  countNames,
  deleteRecords,
  failVersion,
  findVersion,
  insertAliases,
  insertOwnNames,
  insertRecords,
  pruneRecords,
} from './repository.ts';

/** Records written per statement (one JSON parameter each). */
export const LIST_IMPORT_BATCH = 5_000;

const MESSAGES = {
  EMPTY: 'O arquivo não tem nenhum registro.',
  FILE_GONE: 'O arquivo enviado não foi encontrado. Envie-o de novo.',
  UNAVAILABLE:
    'Não foi possível concluir a importação agora. Envie o arquivo de novo para tentar outra vez.',
};

export interface ListImportDeps {
  db: Database;
  storage: FileStorage;
  jobs: Pick<JobQueue, 'enqueue' | 'wake'>;
}

/** Writes the items in batches, the task's progress moved with each; returns how many. */
async function inBatches<T>(
  items: AsyncIterable<T>,
  write: (batch: T[]) => Promise<unknown>,
  moved: () => Promise<void>,
): Promise<number> {
  let batch: T[] = [];
  let count = 0;
  const flush = async () => {
    await write(batch);
    count += batch.length;
    batch = [];
    await moved();
    // Requests waiting for the one PGlite connection (the progress asked) go first.
    await new Promise((resolve) => setImmediate(resolve));
  };
  for await (const item of items) {
    batch.push(item);
    if (batch.length >= LIST_IMPORT_BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  return count;
}

/**
 * The handler of `restrictiveListImportJob`. Streams the stored file (a ZIP's entry, a CSV
 * decoded as it comes, a workbook) through the list's layout into its version's records, in
 * batches, the task's progress in bytes read; a retried run starts the version over. Then, in one
 * transaction: the version CONCLUIDA (in force), the task's result and the re-screening job; and
 * the records of versions older than the one before are pruned. A file the layouts refuse ends
 * the version and the task FALHOU with the reason, its records deleted (the version in force
 * stays); anything else is retried (FALHOU on the last attempt). The file is deleted at the end.
 */
export function listImportHandler(deps: ListImportDeps): JobHandler<RestrictiveListImportJobData> {
  const { db, storage, jobs } = deps;

  async function readInto(version: RestrictiveListVersionRow, files: ListFiles, taskId: string) {
    const total = files.main.size + (files.alt?.size ?? 0);
    const progress: ReadProgress = { read: 0 };
    const moved = () => setTaskProgress(db, taskId, Math.min(progress.read, total), total);
    await moved();
    const rows = await inBatches(
      await listRecords(version.list, files.main, progress),
      (batch) => insertRecords(db, version.id, batch),
      moved,
    );
    if (rows === 0) throw new ListFileError(MESSAGES.EMPTY);
    if (version.list !== 'OFAC') return { rows };
    await insertOwnNames(db, version.id);
    if (files.alt)
      await inBatches(
        aliasRows(files.alt, progress),
        (batch) => insertAliases(db, version.id, batch),
        moved,
      );
    return { rows, names: await countNames(db, version.id) };
  }

  async function conclude(
    version: RestrictiveListVersionRow,
    taskId: string,
    counts: { rows: number; names?: number },
  ) {
    const result: RestrictiveListImportResult = {
      list: version.list,
      version: version.version,
      ...counts,
    };
    const done = await db.transaction(async (tx) => {
      if (!(await concludeVersion(tx, version.id, counts.rows))) return false;
      await finishTask(tx, taskId, { state: 'CONCLUIDO', result });
      await jobs.enqueue(tx, rescreenAfterImportJob, { versionId: version.id });
      return true;
    });
    if (!done) return;
    jobs.wake(rescreenAfterImportJob);
    await pruneRecords(db, { list: version.list, companyId: version.companyId });
  }

  async function fail(version: RestrictiveListVersionRow, taskId: string, message: string) {
    await deleteRecords(db, version.id);
    await failVersion(db, version.id, message);
    await finishTask(db, taskId, { state: 'FALHOU', message });
  }

  return async (data, job) => {
    const task = await taskOfJob(db, data.taskId);
    const version = await findVersion(db, data.versionId);
    if (task?.state === 'PROCESSANDO' && version?.state === 'PROCESSANDO') {
      try {
        // A retried run starts over.
        await deleteRecords(db, version.id);
        const files = await openListFiles(
          storage,
          data.storageKey,
          mimeOfKey(data.storageKey),
          data.size,
          version.list === 'OFAC',
        ).catch((error: unknown) => {
          if (error instanceof AppError && error.statusCode === 404)
            throw new ListFileError(MESSAGES.FILE_GONE);
          throw error;
        });
        try {
          await conclude(version, task.id, await readInto(version, files, task.id));
        } finally {
          await files.close();
        }
      } catch (error) {
        const message =
          error instanceof ListFileError
            ? error.message
            : job.lastAttempt
              ? MESSAGES.UNAVAILABLE
              : null;
        if (message === null) throw error;
        await fail(version, task.id, message);
      }
    }
    await storage.delete(data.storageKey);
  };
}

/**
 * The job failed for good without ending its task (its process died during the last attempt):
 * the version and the task end FALHOU, the records written are deleted, and the file too.
 */
export function listImportGivenUp({ db, storage }: ListImportDeps) {
  return async ({ taskId, versionId, storageKey }: RestrictiveListImportJobData) => {
    await deleteRecords(db, versionId);
    await failVersion(db, versionId, MESSAGES.UNAVAILABLE);
    await finishTask(db, taskId, { state: 'FALHOU', message: MESSAGES.UNAVAILABLE });
    await storage.delete(storageKey);
  };
}
