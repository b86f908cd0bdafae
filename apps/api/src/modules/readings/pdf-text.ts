import { Worker } from 'node:worker_threads';

/** What one PDF held: its page count, the pages read and their text (lines end with `\n`). */
export interface PdfText {
  pages: number;
  readPages: number;
  text: string;
}

/** Why a PDF could not be read: a property of the file, final (reading it again changes nothing). */
export type PdfFailure = 'CORRUPT' | 'ENCRYPTED' | 'NO_PAGES' | 'TIMEOUT' | 'TOO_COMPLEX';

export class PdfReadError extends Error {
  constructor(readonly reason: PdfFailure) {
    super(`PDF ilegível: ${reason}`);
  }
}

export interface PdfTextLimits {
  /** Pages read from the start; the rest are left unread. */
  maxPages: number;
  /** Characters of text kept; reading stops at the page that reaches it. */
  maxChars: number;
  /** A file taking longer is given up (its thread is stopped) as TIMEOUT. */
  timeoutMs: number;
  /** The thread's JavaScript heap; a file needing more is given up as TOO_COMPLEX. */
  maxHeapMb: number;
  /** The thread is stopped after this long without work (and started again when needed); null: never. */
  idleMs: number | null;
}

export const DEFAULT_PDF_LIMITS: PdfTextLimits = {
  maxPages: 200,
  maxChars: 300_000,
  timeoutMs: 60_000,
  maxHeapMb: 256,
  // Starting the thread and loading pdf.js costs about half a second: kept for a while.
  idleMs: 10 * 60_000,
};

export interface PdfTextExtractor {
  /** The text of a PDF, read in the extractor's thread; `data` is handed over (detached). */
  extract(data: Uint8Array): Promise<PdfText>;
  /** Starts the thread now (pdf.js loaded) rather than with the first PDF. */
  warm(): void;
  close(): Promise<void>;
}

type Answer =
  | { id: number; ok: true; pages: number; readPages: number; text: string }
  | { id: number; ok: false; reason: PdfFailure };

interface Pending {
  id: number;
  data: Uint8Array;
  resolve(text: PdfText): void;
  reject(error: Error): void;
}

const WORKER_URL = new URL('./pdf-text-worker.mjs', import.meta.url);

/**
 * Text extraction off the event loop: one worker thread (pdf.js), reused, one PDF at a time (the
 * others wait in line), started by `warm()` or the first PDF and stopped after `idleMs` without
 * work (never with `idleMs` null). A PDF that takes longer than `timeoutMs` or needs more heap
 * than `maxHeapMb` costs its thread, which is replaced for the next one. The thread runs plain
 * Node (no loader flags of the parent: the worker is JavaScript).
 */
export function createPdfTextExtractor(
  limits: PdfTextLimits = DEFAULT_PDF_LIMITS,
): PdfTextExtractor {
  let worker: Worker | null = null;
  let current: (Pending & { timer: NodeJS.Timeout }) | null = null;
  let idleTimer: NodeJS.Timeout | null = null;
  const queue: Pending[] = [];
  let nextId = 1;
  let closed = false;

  const settle = (outcome: { text?: PdfText; error?: Error }) => {
    if (!current) return;
    clearTimeout(current.timer);
    const done = current;
    current = null;
    if (outcome.error) done.reject(outcome.error);
    else done.resolve(outcome.text!);
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
    const w = new Worker(WORKER_URL, {
      execArgv: [],
      resourceLimits: {
        maxOldGenerationSizeMb: limits.maxHeapMb,
        maxYoungGenerationSizeMb: Math.max(8, Math.round(limits.maxHeapMb / 8)),
      },
    });
    w.unref();
    w.on('message', (answer: Answer | { ready: true }) => {
      if (!('id' in answer) || answer.id !== current?.id) return;
      if (answer.ok) {
        const { pages, readPages, text } = answer;
        settle({ text: { pages, readPages, text } });
      } else settle({ error: new PdfReadError(answer.reason) });
    });
    w.on('error', (error: Error & { code?: string }) => {
      // Out of heap (ERR_WORKER_OUT_OF_MEMORY) is the file's doing; anything else is ours.
      void stopWorker();
      settle({
        error: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new PdfReadError('TOO_COMPLEX') : error,
      });
    });
    w.on('exit', () => {
      if (worker !== w) return;
      worker = null;
      settle({ error: new Error('O leitor de PDF parou inesperadamente.') });
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
      settle({ error: new PdfReadError('TIMEOUT') });
    }, limits.timeoutMs);
    current = { ...next, timer };
    const { id, data } = next;
    try {
      worker.postMessage({ id, data, maxPages: limits.maxPages, maxChars: limits.maxChars }, [
        data.buffer as ArrayBuffer,
      ]);
    } catch (error) {
      // A buffer already handed over (detached) cannot be sent again.
      settle({ error: error as Error });
    }
  };

  return {
    extract(input) {
      // Handed over whole: a view into a larger (pooled) buffer is copied first.
      const data =
        input.byteOffset === 0 && input.byteLength === input.buffer.byteLength
          ? input
          : new Uint8Array(input);
      if (closed) return Promise.reject(new Error('O leitor de PDF foi encerrado.'));
      return new Promise<PdfText>((resolve, reject) => {
        queue.push({ id: nextId++, data, resolve, reject });
        runNext();
      });
    },
    warm() {
      if (!closed && !worker) worker = startWorker();
    },
    async close() {
      closed = true;
      if (idleTimer) clearTimeout(idleTimer);
      const error = new Error('O leitor de PDF foi encerrado.');
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
