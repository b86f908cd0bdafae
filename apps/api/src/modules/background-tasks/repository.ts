import type { JobKind, JobResult, JobStatus } from '@lince/contracts';
import { and, backgroundTasks, eq, isNotNull, lt, sql, type BackgroundTaskRow } from '@lince/db';
import type { DbExecutor } from '../../core/context.ts';

/** The rows of `background_tasks`: what a user sees of the background work they started. */

export async function insertTask(
  tx: DbExecutor,
  values: { companyId: string; userId: string; kind: JobKind },
): Promise<BackgroundTaskRow> {
  const [row] = await tx.insert(backgroundTasks).values(values).returning();
  return row!;
}

/** A task of the company (any other company's is not there). */
export async function findTask(
  db: DbExecutor,
  companyId: string,
  id: string,
): Promise<BackgroundTaskRow | undefined> {
  const [row] = await db
    .select()
    .from(backgroundTasks)
    .where(and(eq(backgroundTasks.companyId, companyId), eq(backgroundTasks.id, id)))
    .limit(1);
  return row;
}

/** The task a job works on, whatever its company (the job carries its id). */
export async function taskOfJob(
  db: DbExecutor,
  id: string,
): Promise<BackgroundTaskRow | undefined> {
  const [row] = await db.select().from(backgroundTasks).where(eq(backgroundTasks.id, id)).limit(1);
  return row;
}

export async function setTaskTotal(db: DbExecutor, id: string, total: number): Promise<void> {
  await db
    .update(backgroundTasks)
    .set({ total })
    .where(and(eq(backgroundTasks.id, id), eq(backgroundTasks.state, 'PROCESSANDO')));
}

/** How far a task that counts its own way (a streamed import: bytes read) has gone. */
export async function setTaskProgress(
  db: DbExecutor,
  id: string,
  processed: number,
  total: number,
): Promise<void> {
  await db
    .update(backgroundTasks)
    .set({ processed, total })
    .where(and(eq(backgroundTasks.id, id), eq(backgroundTasks.state, 'PROCESSANDO')));
}

/**
 * Moves the task past one committed batch: `processed` from `from` to `from + count`, the
 * counters added. Only when `processed` is still `from` (another run of the same job has not
 * done this batch meanwhile); returns whether it moved — if not, the caller's transaction must
 * roll back.
 */
export async function advanceTask(
  tx: DbExecutor,
  id: string,
  from: number,
  step: { count: number; imported: number; updated: number },
): Promise<boolean> {
  const moved = await tx
    .update(backgroundTasks)
    .set({
      processed: sql`${backgroundTasks.processed} + ${step.count}`,
      imported: sql`${backgroundTasks.imported} + ${step.imported}`,
      updated: sql`${backgroundTasks.updated} + ${step.updated}`,
    })
    .where(
      and(
        eq(backgroundTasks.id, id),
        eq(backgroundTasks.processed, from),
        eq(backgroundTasks.state, 'PROCESSANDO'),
      ),
    )
    .returning({ id: backgroundTasks.id });
  return moved.length > 0;
}

/** The task's end: CONCLUIDO with its result, or FALHOU with its message (only once). */
export async function finishTask(
  tx: DbExecutor,
  id: string,
  end: { state: 'CONCLUIDO'; result: JobResult } | { state: 'FALHOU'; message: string },
): Promise<boolean> {
  const done = await tx
    .update(backgroundTasks)
    .set({
      state: end.state,
      result: end.state === 'CONCLUIDO' ? end.result : null,
      message: end.state === 'FALHOU' ? end.message : null,
      finishedAt: new Date(),
    })
    .where(and(eq(backgroundTasks.id, id), eq(backgroundTasks.state, 'PROCESSANDO')))
    .returning({ id: backgroundTasks.id });
  return done.length > 0;
}

export function toJobStatus(row: BackgroundTaskRow): JobStatus {
  return {
    _id: row.id,
    kind: row.kind,
    state: row.state,
    ...(row.total !== null ? { progress: { processed: row.processed, total: row.total } } : {}),
    ...(row.result ? { result: row.result } : {}),
    ...(row.message ? { message: row.message } : {}),
    createdAt: row.createdAt.toISOString(),
    ...(row.finishedAt ? { finishedAt: row.finishedAt.toISOString() } : {}),
  };
}

/** How long a finished task stays readable (`GET /v1/jobs/:id`) before the sweep deletes it. */
export const FINISHED_TASKS_KEPT = sql`interval '30 days'`;

/** Deletes the tasks finished more than `FINISHED_TASKS_KEPT` ago (the job queue's maintenance). */
export async function sweepFinishedTasks(db: DbExecutor): Promise<void> {
  await db
    .delete(backgroundTasks)
    .where(
      and(
        isNotNull(backgroundTasks.finishedAt),
        lt(backgroundTasks.finishedAt, sql`now() - ${FINISHED_TASKS_KEPT}`),
      ),
    );
}
