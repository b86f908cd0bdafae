import { Worker } from 'node:worker_threads';

/** The limits of a worker thread that does one job at a time. */
export interface WorkerLimits {
  /** A job taking longer is given up (its thread is stopped and replaced). */
  timeoutMs: number;
  /** The thread's JavaScript heap; a job needing more is given up. */
  maxHeapMb: number;
  /** The thread is stopped after this long without work (started again when needed); null: never. */
  idleMs: number | null;
}

/**
 * The bytes as they can be handed over to a thread (transferred): whole, since a view into a larger
 * (pooled) buffer would hand over the rest of it too — such a view is copied first.
 */
export const transferable = (data: Uint8Array): Uint8Array =>
  data.byteOffset === 0 && data.byteLength === data.buffer.byteLength ? data : new Uint8Array(data);

/** An answer of the thread to the job of `id` (other messages, like `{ ready }`, are ignored). */
type Answer = { id: number };

export interface WorkerQueueOptions<Request, Result> {
  /** The worker's module (plain JavaScript: the thread runs without the parent's loader flags). */
  url: URL;
  limits: WorkerLimits;
  /** The young generation's size for a given heap (the old generation is `maxHeapMb`). */
  youngGenerationMb: (maxHeapMb: number) => number;
  /** What is posted for a job, and the buffers handed over with it. */
  message(request: Request, id: number): { value: unknown; transfer?: ArrayBuffer[] };
  /** The thread's answer to the current job: its result, or the error it rejects with. */
  answer(message: Answer): { result: Result } | { error: Error };
  /** The errors of the queue's own failures, in the words of its user. */
  errors: {
    outOfMemory(): Error;
    /** The thread failed otherwise (a bug): `error` is what the thread threw. */
    crashed(error: Error): Error;
    exited(): Error;
    timeout(): Error;
    closed(): Error;
    /** The job could not be posted (e.g. a buffer already handed over). */
    unsent(error: Error): Error;
  };
}

export interface WorkerQueue<Request, Result> {
  run(request: Request): Promise<Result>;
  /** Starts the thread now rather than with the first job. */
  warm(): void;
  /** The id of the thread while it runs (null when stopped). */
  threadId(): number | null;
  close(): Promise<void>;
}

interface Pending<Request, Result> {
  id: number;
  request: Request;
  resolve(result: Result): void;
  reject(error: Error): void;
}

/**
 * Work off the event loop in one worker thread, reused, one job at a time (the others wait in
 * line), started by `warm()` or the first job and stopped after `idleMs` without work. A job that
 * takes longer than `timeoutMs` or needs more heap than `maxHeapMb` costs its thread, which is
 * replaced for the next one. The certidão reader (pdf.js) and the report renderers use it.
 */
export function createWorkerQueue<Request, Result>(
  options: WorkerQueueOptions<Request, Result>,
): WorkerQueue<Request, Result> {
  const { limits, errors } = options;
  let worker: Worker | null = null;
  let current: (Pending<Request, Result> & { timer: NodeJS.Timeout }) | null = null;
  let idleTimer: NodeJS.Timeout | null = null;
  const queue: Pending<Request, Result>[] = [];
  let nextId = 1;
  let closed = false;

  const settle = (outcome: { result: Result } | { error: Error }) => {
    if (!current) return;
    clearTimeout(current.timer);
    const done = current;
    current = null;
    if ('error' in outcome) done.reject(outcome.error);
    else done.resolve(outcome.result);
    runNext();
  };

  /** Stops the thread; nothing it still says or does is heard. */
  const stopWorker = async () => {
    const w = worker;
    worker = null;
    if (!w) return;
    w.removeAllListeners();
    w.on('error', () => {});
    await w.terminate();
  };

  const startWorker = () => {
    const w = new Worker(options.url, {
      execArgv: [],
      resourceLimits: {
        maxOldGenerationSizeMb: limits.maxHeapMb,
        maxYoungGenerationSizeMb: options.youngGenerationMb(limits.maxHeapMb),
      },
    });
    w.unref();
    w.on('message', (message: Answer | { ready: true }) => {
      if (!('id' in message) || message.id !== current?.id) return;
      settle(options.answer(message));
    });
    w.on('error', (error: Error & { code?: string }) => {
      // Out of heap (ERR_WORKER_OUT_OF_MEMORY) is the job's doing; anything else is ours.
      void stopWorker();
      settle({
        error:
          error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? errors.outOfMemory() : errors.crashed(error),
      });
    });
    w.on('exit', () => {
      if (worker !== w) return;
      worker = null;
      settle({ error: errors.exited() });
    });
    return w;
  };

  const runNext = () => {
    if (current || closed) return;
    const next = queue.shift();
    if (!next) {
      if (limits.idleMs !== null) {
        idleTimer = setTimeout(() => void stopWorker(), limits.idleMs);
        idleTimer.unref();
      }
      return;
    }
    if (idleTimer) clearTimeout(idleTimer);
    worker ??= startWorker();
    const timer = setTimeout(() => {
      void stopWorker();
      settle({ error: errors.timeout() });
    }, limits.timeoutMs);
    current = { ...next, timer };
    try {
      const { value, transfer } = options.message(next.request, next.id);
      worker.postMessage(value, transfer);
    } catch (error) {
      settle({ error: errors.unsent(error as Error) });
    }
  };

  return {
    run(request) {
      if (closed) return Promise.reject(errors.closed());
      return new Promise<Result>((resolve, reject) => {
        queue.push({ id: nextId++, request, resolve, reject });
        runNext();
      });
    },
    warm() {
      if (!closed && !worker) worker = startWorker();
    },
    threadId: () => worker?.threadId ?? null,
    async close() {
      closed = true;
      if (idleTimer) clearTimeout(idleTimer);
      const error = errors.closed();
      for (const pending of queue.splice(0)) pending.reject(error);
      if (current) {
        clearTimeout(current.timer);
        current.reject(error);
        current = null;
      }
      await stopWorker();
    },
  };
}
