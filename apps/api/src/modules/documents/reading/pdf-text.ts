import { createWorkerQueue, transferable } from '../../../lib/workers/worker-queue.ts';
import { OCR_MAX_SIDE, type GreyPage } from './ocr.ts';

/**
 * What one PDF held: its page count, the pages read and their text (lines end with `\n`); when
 * the text has fewer letters and digits than `minTextChars` (a scan), its first pages as images.
 */
export interface PdfText {
  pages: number;
  readPages: number;
  text: string;
  /** The first `scanPages` pages as grey images, for the OCR; empty when the PDF has text. */
  scans: GreyPage[];
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
  /** Fewer letters and digits than this in the text: no text layer, the pages are made images. */
  minTextChars: number;
  /** Pages of a PDF without text made images (the first ones). */
  scanPages: number;
  /** The long side of a page's image, in pixels (at most 300 dpi). */
  scanMaxSide: number;
}

export const DEFAULT_PDF_LIMITS: PdfTextLimits = {
  maxPages: 200,
  maxChars: 300_000,
  timeoutMs: 60_000,
  maxHeapMb: 256,
  // Starting the thread and loading pdf.js costs about half a second: kept for a while.
  idleMs: 10 * 60_000,
  minTextChars: 20,
  scanPages: 3,
  scanMaxSide: OCR_MAX_SIDE,
};

export interface PdfTextExtractor {
  /** The text of a PDF, read in the extractor's thread; `data` is handed over (detached). */
  extract(data: Uint8Array): Promise<PdfText>;
  /** Starts the thread now (pdf.js loaded) rather than with the first PDF. */
  warm(): void;
  close(): Promise<void>;
}

type Answer =
  | { id: number; ok: true; pages: number; readPages: number; text: string; scans: GreyPage[] }
  | { id: number; ok: false; reason: PdfFailure };

const WORKER_URL = new URL('./pdf-text-worker.mjs', import.meta.url);
const closedError = () => new Error('O leitor de PDF foi encerrado.');

/**
 * Text extraction off the event loop: one worker thread (pdf.js) through `createWorkerQueue`,
 * one PDF at a time; a PDF that takes longer than `timeoutMs` is TIMEOUT, one that needs more
 * heap than `maxHeapMb` TOO_COMPLEX (its thread is replaced for the next one). The thread runs
 * plain Node (no loader flags of the parent: the worker is JavaScript).
 */
export function createPdfTextExtractor(
  limits: PdfTextLimits = DEFAULT_PDF_LIMITS,
): PdfTextExtractor {
  const queue = createWorkerQueue<Uint8Array, PdfText>({
    url: WORKER_URL,
    limits,
    youngGenerationMb: (heap) => Math.max(8, Math.round(heap / 8)),
    message: (data, id) => ({
      value: {
        id,
        data,
        maxPages: limits.maxPages,
        maxChars: limits.maxChars,
        scan: {
          minChars: limits.minTextChars,
          pages: limits.scanPages,
          maxSide: limits.scanMaxSide,
        },
      },
      transfer: [data.buffer as ArrayBuffer],
    }),
    answer: (message) => {
      const answer = message as Answer;
      if (!answer.ok) return { error: new PdfReadError(answer.reason) };
      const { pages, readPages, text, scans } = answer;
      return { result: { pages, readPages, text, scans } };
    },
    errors: {
      outOfMemory: () => new PdfReadError('TOO_COMPLEX'),
      crashed: (error) => error,
      exited: () => new Error('O leitor de PDF parou inesperadamente.'),
      timeout: () => new PdfReadError('TIMEOUT'),
      closed: closedError,
      // A buffer already handed over (detached) cannot be sent again.
      unsent: (error) => error,
    },
  });
  return {
    extract: (input) => queue.run(transferable(input)),
    warm: () => queue.warm(),
    close: () => queue.close(),
  };
}
