import { ReportDocumentSchema, type ReportDocument } from '@lince/contracts/report-document';
import { createWorkerQueue, type WorkerLimits } from '../../../lib/workers/worker-queue.ts';
import type { ReportFormat } from './render-thread.ts';
import { warmUpDocument } from './warm-up-document.ts';

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

export type ReportRenderLimits = WorkerLimits;

export const DEFAULT_RENDER_LIMITS: ReportRenderLimits = {
  timeoutMs: 60_000,
  maxHeapMb: 768,
  // Starting the thread (tsx, pdfkit, docx, the fonts) costs about a second: kept for a while.
  idleMs: 10 * 60_000,
};

export interface ReportRenderer {
  render(document: ReportDocument, format: ReportFormat, verificationCode: string): Promise<Buffer>;
  /**
   * Starts the thread now and draws a small report in each format (warm-up-document.ts), so the
   * first export finds pdfkit, docx and the fonts loaded and compiled. Never rejects; an export
   * asked meanwhile waits its turn.
   */
  warm(): Promise<void>;
  /** The id of the rendering thread while it runs (null when stopped). */
  threadId(): number | null;
  close(): Promise<void>;
}

type Answer =
  { id: number; ok: true; data: Uint8Array } | { id: number; ok: false; message: string };

interface RenderRequest {
  document: ReportDocument;
  format: ReportFormat;
  verificationCode: string;
}

const WORKER_URL = new URL('./render-worker.mjs', import.meta.url);
const closedError = () => new ReportRenderError('CLOSED', 'O gerador de relatórios foi encerrado.');

/**
 * Rendering off the event loop (decision 038): one worker thread through `createWorkerQueue`,
 * one report at a time; a report that takes longer than `timeoutMs` is TIMEOUT, one that needs
 * more heap than `maxHeapMb` TOO_LARGE (its thread is replaced for the next one). The document is
 * checked against the contract first: a malformed one is refused before it reaches the thread.
 */
export function createReportRenderer(
  limits: ReportRenderLimits = DEFAULT_RENDER_LIMITS,
): ReportRenderer {
  const failed = (message: string) =>
    new ReportRenderError('FAILED', `Falha ao gerar o relatório: ${message}`);
  const queue = createWorkerQueue<RenderRequest, Buffer>({
    url: WORKER_URL,
    limits,
    youngGenerationMb: (heap) => Math.max(16, Math.round(heap / 16)),
    message: (request, id) => ({ value: { id, ...request } }),
    answer: (message) => {
      const answer = message as Answer;
      if (!answer.ok) return { error: failed(answer.message) };
      const { data } = answer;
      return { result: Buffer.from(data.buffer, data.byteOffset, data.byteLength) };
    },
    errors: {
      outOfMemory: () =>
        new ReportRenderError('TOO_LARGE', 'O relatório excede a memória reservada para gerá-lo.'),
      crashed: (error) => failed(error.message),
      exited: () =>
        new ReportRenderError('FAILED', 'O gerador de relatórios parou inesperadamente.'),
      timeout: () =>
        new ReportRenderError('TIMEOUT', 'O relatório demorou demais para ser gerado.'),
      closed: closedError,
      unsent: (error) => new ReportRenderError('INVALID', `Documento inválido: ${error.message}`),
    },
  });

  return {
    render(document, format, verificationCode) {
      const parsed = ReportDocumentSchema.safeParse(document);
      if (
        !parsed.success ||
        (format !== 'PDF' && format !== 'DOCX') ||
        typeof verificationCode !== 'string' ||
        !verificationCode.trim()
      ) {
        return Promise.reject(new ReportRenderError('INVALID', 'Documento de relatório inválido.'));
      }
      return queue.run({ document: parsed.data, format, verificationCode });
    },
    async warm() {
      queue.warm();
      const document = warmUpDocument();
      for (const format of ['PDF', 'DOCX'] as const)
        await queue.run({ document, format, verificationCode: 'AQUE-CIME-NT' }).catch(() => {});
    },
    threadId: () => queue.threadId(),
    close: () => queue.close(),
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
