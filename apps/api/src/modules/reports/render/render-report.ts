import { ReportDocumentSchema, type ReportDocument } from '@lince/contracts/report-document';
import { Worker } from 'node:worker_threads';
import type { ReportFormat } from './render-thread.ts';

export type { ReportFormat };

/** Why a report could not be rendered (the message says what). */
export class ReportRenderError extends Error {
  constructor(
    readonly reason: 'INVALID' | 'TIMEOUT' | 'TOO_LARGE' | 'FAILED' | 'CLOSED',
    message: string,
  ) {
    super(message);
    this.name = 'ReportRenderError';
  }
}

export interface ReportRenderLimits {
  /** A render taking longer is given up (its thread is stopped and replaced). */
  timeoutMs: number;
  /** The thread's JavaScript heap; a render needing more is given up as TOO_LARGE. */
  maxHeapMb: number;
  /** The thread is stopped after this long without work; null: never. */
  idleMs: number | null;
}

export const DEFAULT_RENDER_LIMITS: ReportRenderLimits = {
  timeoutMs: 60_000,
  maxHeapMb: 768,
  // Starting the thread (tsx, pdfmake, docx, the fonts) costs about a second: kept for a while.
  idleMs: 10 * 60_000,
};

export interface ReportRenderer {
  render(document: ReportDocument, format: ReportFormat, verificationCode: string): Promise<Buffer>;
  /** The id of the rendering thread while it runs (null when stopped). */
  threadId(): number | null;
  close(): Promise<void>;
}

type Answer =
  { id: number; ok: true; data: Uint8Array } | { id: number; ok: false; message: string };

interface Pending {
  id: number;
  request: { document: ReportDocument; format: ReportFormat; verificationCode: string };
  resolve(data: Buffer): void;
  reject(error: Error): void;
}

const WORKER_URL = new URL('./render-worker.mjs', import.meta.url);

/**
 * Rendering off the event loop (decision 038): one worker thread, reused, one report at a time
 * (the others wait in line), started with the first report and stopped after `idleMs` without
 * work. A report that takes longer than `timeoutMs` or needs more heap than `maxHeapMb` costs its
 * thread, which is replaced for the next one. The document is checked against the contract first:
 * a malformed one is refused before it reaches the thread.
 */
export function createReportRenderer(
  limits: ReportRenderLimits = DEFAULT_RENDER_LIMITS,
): ReportRenderer {
  let worker: Worker | null = null;
  let current: (Pending & { timer: NodeJS.Timeout }) | null = null;
  let idleTimer: NodeJS.Timeout | null = null;
  const queue: Pending[] = [];
  let nextId = 1;
  let closed = false;

  const settle = (outcome: { data?: Buffer; error?: Error }) => {
    if (!current) return;
    clearTimeout(current.timer);
    const done = current;
    current = null;
    if (outcome.error) done.reject(outcome.error);
    else done.resolve(outcome.data!);
    runNext();
  };

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
        maxYoungGenerationSizeMb: Math.max(16, Math.round(limits.maxHeapMb / 16)),
      },
    });
    w.unref();
    w.on('message', (answer: Answer | { ready: true }) => {
      if (!('id' in answer) || answer.id !== current?.id) return;
      if (answer.ok) {
        const { data } = answer;
        settle({ data: Buffer.from(data.buffer, data.byteOffset, data.byteLength) });
      } else {
        settle({
          error: new ReportRenderError('FAILED', `Falha ao gerar o relatório: ${answer.message}`),
        });
      }
    });
    w.on('error', (error: Error & { code?: string }) => {
      void stopWorker();
      settle({
        error:
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new ReportRenderError(
                'TOO_LARGE',
                'O relatório excede a memória reservada para gerá-lo.',
              )
            : new ReportRenderError('FAILED', `Falha ao gerar o relatório: ${error.message}`),
      });
    });
    w.on('exit', () => {
      if (worker !== w) return;
      worker = null;
      settle({
        error: new ReportRenderError('FAILED', 'O gerador de relatórios parou inesperadamente.'),
      });
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
      settle({
        error: new ReportRenderError('TIMEOUT', 'O relatório demorou demais para ser gerado.'),
      });
    }, limits.timeoutMs);
    current = { ...next, timer };
    try {
      worker.postMessage({ id: next.id, ...next.request });
    } catch (error) {
      settle({
        error: new ReportRenderError('INVALID', `Documento inválido: ${(error as Error).message}`),
      });
    }
  };

  return {
    render(document, format, verificationCode) {
      if (closed) {
        return Promise.reject(
          new ReportRenderError('CLOSED', 'O gerador de relatórios foi encerrado.'),
        );
      }
      const parsed = ReportDocumentSchema.safeParse(document);
      if (
        !parsed.success ||
        (format !== 'PDF' && format !== 'DOCX') ||
        typeof verificationCode !== 'string' ||
        !verificationCode.trim()
      ) {
        return Promise.reject(new ReportRenderError('INVALID', 'Documento de relatório inválido.'));
      }
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({
          id: nextId++,
          request: { document: parsed.data, format, verificationCode },
          resolve,
          reject,
        });
        runNext();
      });
    },
    threadId: () => worker?.threadId ?? null,
    async close() {
      closed = true;
      if (idleTimer) clearTimeout(idleTimer);
      const error = new ReportRenderError('CLOSED', 'O gerador de relatórios foi encerrado.');
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

let shared: ReportRenderer | null = null;

/** The process's renderer (one thread for all reports), created with the first report. */
export function reportRenderer(): ReportRenderer {
  shared ??= createReportRenderer();
  return shared;
}

/** A report as a PDF or DOCX file, rendered in the shared thread; rejects (never throws) on any failure. */
export function renderReport(
  document: ReportDocument,
  format: 'PDF' | 'DOCX',
  options: { verificationCode: string },
): Promise<Buffer> {
  return reportRenderer().render(document, format, options?.verificationCode);
}
