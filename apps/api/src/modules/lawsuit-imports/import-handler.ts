import { LAWSUIT_IMPORT_REJECTED_LISTED, type LawsuitImportResult } from '@lince/contracts';
import type { BackgroundTaskRow, Database } from '@lince/db';
import { AppError } from '../../lib/app-error.ts';
import type { JobHandler } from '../../lib/jobs/define.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import {
  advanceTask,
  finishTask,
  setTaskTotal,
  taskOfJob,
  taskContext,
} from '../background-tasks/index.ts';
import { findEntityRecord } from '../../domain/diligence/entity.ts';
import { riskWrite } from '../../domain/risk/write.ts';
import type { LawsuitImportJobData } from './import-job.ts';
import { detectImportFormat, parseLawsuitImport } from './parse-import.ts';
import { upsertLawsuits, type ImportTarget } from './repository.ts';
import {
  LawsuitImportFileError,
  type LawsuitImportParse,
  type LawsuitImportSource,
} from './types.ts';

/** Lines written per transaction; the task's progress moves with each. */
export const IMPORT_BATCH = 250;

const MESSAGES = {
  ENTITY_GONE: 'A parte foi removida: nada foi importado.',
  FILE_GONE: 'O arquivo enviado não foi encontrado. Envie-o de novo.',
  UNAVAILABLE:
    'Não foi possível concluir a importação agora. Envie o arquivo de novo para tentar outra vez.',
};

/** A property of the file or of the entity: the task fails for good (no retry would help). */
class FinalFailure extends Error {}
/** Another run of the same job finished the task meanwhile. */
class AlreadyFinished extends Error {}

export interface LawsuitImportDeps {
  db: Database;
  storage: FileStorage;
}

async function storedBytes(storage: FileStorage, key: string): Promise<Uint8Array> {
  try {
    const stream = await storage.get(key);
    return new Uint8Array(Buffer.concat(await stream.toArray()));
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404)
      throw new FinalFailure(MESSAGES.FILE_GONE);
    throw error;
  }
}

/**
 * The handler of `lawsuitImportJob`. Parses the stored file; writes its valid lines in batches
 * of `IMPORT_BATCH` (upserted by CNJ number within the entity), each batch in one transaction
 * with the task's progress — a retried run resumes after the last committed batch, so every line
 * is counted once; then, in one transaction under the diligence's risk lock, the task's result,
 * the risk recomputed and one audit entry. A file the parsers refuse, a removed entity or a
 * missing file end the task FALHOU with the reason; anything else is thrown for a retry (FALHOU
 * on the last attempt). The stored file is deleted once the task has ended.
 */
export function lawsuitImportHandler(deps: LawsuitImportDeps): JobHandler<LawsuitImportJobData> {
  const { db, storage } = deps;

  async function writeRows(
    task: BackgroundTaskRow,
    target: ImportTarget,
    parsed: LawsuitImportParse,
  ) {
    const { rows } = parsed;
    if (task.total === null) await setTaskTotal(db, task.id, rows.length);
    let from = task.processed;
    while (from < rows.length) {
      const batch = rows.slice(from, from + IMPORT_BATCH);
      const moved = await db
        .transaction(async (tx) => {
          const counts = await upsertLawsuits(tx, target, batch, parsed.fields);
          if (!(await advanceTask(tx, task.id, from, { count: batch.length, ...counts })))
            throw new AlreadyFinished();
          return true;
        })
        .catch((error: unknown) => {
          if (error instanceof AlreadyFinished) return false;
          throw error;
        });
      if (moved) {
        from += batch.length;
        // Requests waiting for the one PGlite connection (the progress asked) go first.
        await new Promise((resolve) => setImmediate(resolve));
        continue;
      }
      // Another run of this job moved the task meanwhile: go on from where it is.
      const current = await taskOfJob(db, task.id);
      if (!current || current.state !== 'PROCESSANDO') throw new AlreadyFinished();
      from = current.processed;
    }
  }

  async function conclude(
    task: BackgroundTaskRow,
    target: ImportTarget,
    parsed: LawsuitImportParse,
    source: LawsuitImportSource,
  ) {
    const written = await taskOfJob(db, task.id);
    if (!written) throw new AlreadyFinished();
    const result: LawsuitImportResult = {
      imported: written.imported,
      updated: written.updated,
      rejected: parsed.rejected.slice(0, LAWSUIT_IMPORT_REJECTED_LISTED),
      rejectedCount: parsed.rejected.length,
      source,
    };
    await riskWrite(
      await taskContext(db, task),
      target.diligenceId,
      {
        action: 'LAWSUITS_IMPORTED',
        targetType: 'entity',
        targetId: target.entityId,
        summary: {
          diligenceId: target.diligenceId,
          entityId: target.entityId,
          jobId: task.id,
          source: result.source,
          imported: result.imported,
          updated: result.updated,
          rejected: result.rejectedCount,
        },
      },
      async (tx) => {
        if (!(await finishTask(tx.db, task.id, { state: 'CONCLUIDO', result })))
          throw new AlreadyFinished();
      },
    );
  }

  return async (data, job) => {
    const task = await taskOfJob(db, data.taskId);
    if (task?.state === 'PROCESSANDO') {
      try {
        const target: ImportTarget = {
          companyId: task.companyId,
          diligenceId: data.diligenceId,
          entityId: data.entityId,
          userId: task.userId,
        };
        if (!(await findEntityRecord(db, task.companyId, data.diligenceId, data.entityId)))
          throw new FinalFailure(MESSAGES.ENTITY_GONE);
        const bytes = await storedBytes(storage, data.storageKey);
        const parsed = await parseLawsuitImport(bytes);
        await writeRows(task, target, parsed);
        await conclude(task, target, parsed, detectImportFormat(bytes));
      } catch (error) {
        if (error instanceof AlreadyFinished) return;
        const message =
          error instanceof FinalFailure || error instanceof LawsuitImportFileError
            ? error.message
            : job.lastAttempt
              ? MESSAGES.UNAVAILABLE
              : null;
        if (message === null) throw error;
        await finishTask(db, task.id, { state: 'FALHOU', message });
      }
    }
    // The task has ended (now or in an earlier run): its file is no longer needed.
    await storage.delete(data.storageKey);
  };
}

/**
 * The import's job failed for good without ending its task (its process died during the last
 * attempt): the task would stay PROCESSANDO for ever; it ends FALHOU, and its file is deleted.
 * A task already ended is left alone.
 */
export function lawsuitImportGivenUp({ db, storage }: LawsuitImportDeps) {
  return async ({ taskId, storageKey }: LawsuitImportJobData) => {
    await finishTask(db, taskId, { state: 'FALHOU', message: MESSAGES.UNAVAILABLE });
    await storage.delete(storageKey);
  };
}
