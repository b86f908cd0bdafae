import { jobEffects, lt, sql, type Database } from '@lince/db';
import PgBoss from 'pg-boss';
import type { JobsConfig } from './config.ts';
import type { DbExecutor } from '../db-executor.ts';
import type { JobDefinition, JobHandler } from './define.ts';
import { bossAdapter, whileInstalling } from './sql-adapter.ts';

/** How long the record of a job's effect is kept: far longer than any job can still be run again. */
const EFFECT_RECORDS_KEPT = sql`interval '14 days'`;

export interface JobsLog {
  error(details: object, message: string): void;
}

/**
 * Durable background jobs on the app's own database (pg-boss: PostgreSQL or the embedded PGlite).
 * Built once per app: handlers are registered before `start`, and every node that starts it takes
 * jobs from the same tables, each job by one node at a time (`FOR UPDATE SKIP LOCKED`).
 */
export interface JobQueue {
  /**
   * Adds a job through `executor`: inside an open transaction it is added atomically with that
   * transaction's writes, and no worker sees it before the commit. Returns the job's id.
   */
  enqueue<T>(executor: DbExecutor, job: JobDefinition<T>, data: T): Promise<string>;
  /**
   * The handler of a job type (before `start`); it must be idempotent (`effects.ts`). `givenUp`,
   * when given, runs (as a job of its own, with the same payload) once the job has failed for good:
   * after its last retry, or when its process died during the last one (the run expired) — a
   * job's state shown as "processing" can then be ended.
   */
  work<T>(job: JobDefinition<T>, handler: JobHandler<T>, options?: WorkOptions<T>): void;
  /**
   * A job this node enqueues whatever runs it (before `start`): its queue is created at start even
   * when no handler is registered here (pg-boss refuses to enqueue into a queue it does not know).
   */
  declare<T>(job: JobDefinition<T>): void;
  start(): Promise<void>;
  /**
   * Stops taking jobs and waits for the running ones up to `shutdownSeconds`; those still running
   * then are handed back (failed, so retried later, here or on another node).
   */
  stop(): Promise<void>;
  /**
   * Lets this node's idle workers look for jobs now. Without `job`: after a commit that enqueued
   * some (the request's answer, a finished job), if any was enqueued since the last wake. With
   * `job`: its workers look at once, whatever else woke them — a service calls it once the
   * transaction that enqueued the job has committed, so the job starts then, not a poll later.
   */
  wake(job?: Pick<JobDefinition<unknown>, 'name'>): void;
  /**
   * A clean-up run with pg-boss's maintenance (a few times per job timeout, at most every 2 min,
   * on each node): it must be cheap when there is nothing to do. Its failure is logged.
   */
  onMaintenance(name: string, task: () => Promise<unknown>): void;
  /** Resolves when no registered job is waiting, scheduled for a retry or running (tests, tools). */
  settle(timeoutMs?: number): Promise<void>;
}

export interface WorkOptions<T> {
  givenUp?: (data: T) => Promise<void>;
}

/** The queue that receives a job type's jobs failed for good (pg-boss's dead letter). */
const givenUpQueue = (name: string) => `${name}-given-up`;

export function createJobQueue({
  db,
  config,
  log,
}: {
  db: Database;
  config: JobsConfig;
  log: JobsLog;
}): JobQueue {
  const handlers = new Map<string, (job: PgBoss.JobWithMetadata<unknown>) => Promise<void>>();
  const declared = new Set<string>();
  const withGivenUp = new Set<string>();
  const workerIds: string[] = [];
  /** The workers of each queue (a job type's, and its given-up queue's). */
  const workersOf = new Map<string, string[]>();
  let running = 0;
  let pendingQueries = 0;
  let enqueued = false;
  let stopping = false;
  const quietWaiters: Array<() => void> = [];
  const notifyIfQuiet = () => {
    if (pendingQueries === 0) quietWaiters.splice(0).forEach((resolve) => resolve());
  };
  const untilQuiet = () =>
    new Promise<void>((resolve) => {
      quietWaiters.push(resolve);
      notifyIfQuiet();
    });

  // pg-boss's own queries (polling, completion, maintenance) are counted, so that `stop` returns
  // only when none is left running against a database about to be closed.
  const adapter = bossAdapter(db);
  const boss = new PgBoss({
    db: {
      async executeSql(text, values) {
        pendingQueries += 1;
        try {
          return await adapter.executeSql(text, values);
        } finally {
          pendingQueries -= 1;
          notifyIfQuiet();
        }
      },
    },
    schedule: false,
    // How often expired jobs (their process died) are failed for a retry: a few times per timeout.
    maintenanceIntervalSeconds: Math.max(1, Math.min(120, Math.floor(config.timeoutSeconds / 4))),
  });
  boss.on('error', (error: unknown) => log.error({ err: error }, 'fila de tarefas: erro'));
  const maintenance = new Map<string, () => Promise<unknown>>([
    [
      'registros de efeitos',
      () => db.delete(jobEffects).where(lt(jobEffects.doneAt, sql`now() - ${EFFECT_RECORDS_KEPT}`)),
    ],
  ]);
  boss.on('maintenance', () => {
    for (const [name, task] of maintenance)
      task().catch((error: unknown) => log.error({ err: error }, `limpeza falhou: ${name}`));
  });

  const wakeAll = () => workerIds.forEach((id) => boss.notifyWorker(id));
  const wake = (job?: Pick<JobDefinition<unknown>, 'name'>) => {
    if (job) {
      (workersOf.get(job.name) ?? []).forEach((id) => boss.notifyWorker(id));
      return;
    }
    if (!enqueued) return;
    enqueued = false;
    wakeAll();
  };

  return {
    async enqueue(executor, job, data) {
      const policy = { ...config, ...job.policy };
      const id = await boss.send(job.name, job.payload.parse(data) as object, {
        db: bossAdapter(executor),
        retryLimit: policy.retryLimit,
        retryDelay: policy.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: policy.timeoutSeconds,
        ...(withGivenUp.has(job.name) ? { deadLetter: givenUpQueue(job.name) } : {}),
      });
      if (!id) throw new Error(`A tarefa ${job.name} não entrou na fila.`);
      enqueued = true;
      return id;
    },

    work(job, handler, options = {}) {
      const { givenUp } = options;
      if (givenUp) {
        withGivenUp.add(job.name);
        handlers.set(givenUpQueue(job.name), async ({ data }) => {
          await givenUp(job.payload.parse(data));
        });
      }
      handlers.set(job.name, async ({ id, data, retryCount, retryLimit }) => {
        if (stopping) throw new Error('Encerrando: a tarefa volta para a fila.');
        running += 1;
        try {
          const lastAttempt = retryCount >= retryLimit;
          await handler(job.payload.parse(data), { id, queue: job.name, lastAttempt });
        } catch (error) {
          log.error({ err: error, job: id }, `tarefa ${job.name} falhou`);
          throw error;
        } finally {
          running -= 1;
        }
        // Jobs the handler enqueued are committed now.
        wake();
      });
    },

    declare(job) {
      declared.add(job.name);
    },

    onMaintenance(name, task) {
      maintenance.set(name, task);
    },

    async start() {
      await whileInstalling(db, async () => {
        await boss.start();
        for (const name of new Set([...handlers.keys(), ...declared])) await boss.createQueue(name);
      });
      for (const [name, handle] of handlers) {
        const id = await boss.work(
          name,
          { pollingIntervalSeconds: config.pollSeconds, batchSize: 1, includeMetadata: true },
          async ([job]: PgBoss.JobWithMetadata[]) => handle(job!),
        );
        workerIds.push(id);
        workersOf.set(name, [...(workersOf.get(name) ?? []), id]);
      }
    },

    async stop() {
      // A job a poll already in flight still brings is handed straight back.
      stopping = true;
      await boss.stop({ graceful: true, close: false, timeout: config.shutdownSeconds * 1000 });
      // The completion of a job that finished in time may still be on its way to the database.
      await untilQuiet();
    },

    wake,

    async settle(timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        let waiting = 0;
        for (const name of handlers.keys())
          waiting += (await boss.getQueueSize(name, { before: 'completed' })) ?? 0;
        if (waiting === 0 && running === 0) return;
        if (Date.now() > deadline)
          throw new Error(`Tarefas ainda pendentes após ${timeoutMs} ms: ${waiting}.`);
        wakeAll();
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
}
