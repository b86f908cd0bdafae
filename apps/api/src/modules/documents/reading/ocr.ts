import {
  createWorkerQueue,
  transferable,
  type WorkerLimits,
} from '../../../lib/workers/worker-queue.ts';

/** A page to read: 8-bit grey pixels, row by row. */
export interface GreyPage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** What the OCR read: the pages' text (one after another) and its confidence, 0–100. */
export interface OcrText {
  text: string;
  /** The pages' mean word confidence, each page weighed by its characters. */
  confidence: number;
}

/**
 * Why the OCR could not read a file: past its time (TIMEOUT) or its heap (TOO_COMPLEX), pages the
 * engine refused (UNREADABLE), an image of too many pixels (IMAGE_TOO_LARGE) or that does not
 * decode (IMAGE_CORRUPT). All but TIMEOUT are properties of the file (reading it again changes
 * nothing).
 */
export type OcrFailure =
  'TIMEOUT' | 'TOO_COMPLEX' | 'UNREADABLE' | 'IMAGE_TOO_LARGE' | 'IMAGE_CORRUPT';

export class OcrError extends Error {
  constructor(readonly reason: OcrFailure) {
    super(`OCR: ${reason}`);
  }
}

/** The long side of a page given to the OCR, in pixels (an A4 page at about 215 dpi). */
export const OCR_MAX_SIDE = 2500;

export const DEFAULT_OCR_LIMITS: WorkerLimits = {
  // A page takes 1.5–4 s on one core of the 2-core machine; three pages, on a busy one, more.
  timeoutMs: 60_000,
  // The JavaScript heap only: the engine's memory is WebAssembly's (about 100–150 MB with the
  // model and a page of OCR_MAX_SIDE), bounded by the pages' size.
  maxHeapMb: 128,
  // Starting the thread and loading the engine and the model costs about half a second.
  idleMs: 10 * 60_000,
};

export interface OcrReader {
  /** The pages' text, read in the reader's thread; their pixels are handed over (detached). */
  read(pages: GreyPage[]): Promise<OcrText>;
  warm(): void;
  close(): Promise<void>;
}

type Answer =
  | { id: number; ok: true; pages: { text: string; confidence: number }[] }
  | { id: number; ok: false };

const WORKER_URL = new URL('./ocr-worker.mjs', import.meta.url);

/** The pages' texts joined, and their confidence weighed by the characters each gave. */
export function joinPages(pages: { text: string; confidence: number }[]): OcrText {
  const chars = pages.reduce((sum, page) => sum + page.text.trim().length, 0);
  const weighed = pages.reduce((sum, page) => sum + page.confidence * page.text.trim().length, 0);
  return {
    text: pages.map((page) => page.text).join('\n'),
    confidence: chars === 0 ? 0 : Math.round(weighed / chars),
  };
}

/**
 * OCR off the event loop: one worker thread (Tesseract in WebAssembly, the Portuguese model)
 * through `createWorkerQueue`, one document at a time; past `timeoutMs` TIMEOUT, past the heap
 * TOO_COMPLEX (the thread is replaced for the next one).
 */
export function createOcrReader(limits: WorkerLimits = DEFAULT_OCR_LIMITS): OcrReader {
  const queue = createWorkerQueue<GreyPage[], OcrText>({
    url: WORKER_URL,
    limits,
    youngGenerationMb: (heap) => Math.max(8, Math.round(heap / 8)),
    message: (pages, id) => ({
      value: { id, pages },
      transfer: pages.map((page) => page.data.buffer as ArrayBuffer),
    }),
    answer: (message) => {
      const answer = message as Answer;
      if (!answer.ok) return { error: new OcrError('UNREADABLE') };
      return { result: joinPages(answer.pages) };
    },
    errors: {
      outOfMemory: () => new OcrError('TOO_COMPLEX'),
      crashed: (error) => error,
      exited: () => new Error('O OCR parou inesperadamente.'),
      timeout: () => new OcrError('TIMEOUT'),
      closed: () => new Error('O OCR foi encerrado.'),
      unsent: (error) => error,
    },
  });
  return {
    read: (pages) => queue.run(pages.map((page) => ({ ...page, data: transferable(page.data) }))),
    warm: () => queue.warm(),
    close: () => queue.close(),
  };
}
