import type { Database } from '@lince/db';
import type { Readable } from 'node:stream';
import type { JobHandler } from '../../../lib/jobs/define.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { FileStorage } from '../../../lib/storage/storage.ts';
import { meaningfulChars, normaliseText, tidyText } from './normalise.ts';
import {
  DEFAULT_PDF_LIMITS,
  PdfReadError,
  type PdfFailure,
  type PdfTextExtractor,
} from './pdf-text.ts';
import { proposeFromText } from './propose.ts';
import {
  abandonReading,
  activeTypes,
  finishReading,
  readingToRun,
  type ReadingOutcome,
} from './repository.ts';

/** Bytes of a PDF the reading loads (the upload limit is 25 MB by default). */
export const READ_MAX_BYTES = 64 * 1024 * 1024;
/** Characters of the extracted text kept with the reading (shown beside the form). */
export const KEPT_TEXT_CHARS = 100_000;
/** Fewer letters and digits than this: no text layer (a scan). */
const MIN_TEXT_CHARS = 20;

export const NO_TEXT_MESSAGE = 'Sem texto extraível (documento digitalizado)';

type Failure = PdfFailure | 'TOO_LARGE' | 'MISSING' | 'NOT_PDF' | 'UNAVAILABLE';

const FAILURE_MESSAGES: Record<Failure, string> = {
  CORRUPT: 'Não foi possível ler o PDF: o arquivo está corrompido ou não é um PDF válido.',
  ENCRYPTED: 'Não foi possível ler o PDF: ele está protegido por senha.',
  NO_PAGES: 'Não foi possível ler o PDF: ele não tem páginas.',
  TIMEOUT: `Não foi possível ler o PDF: a leitura passou de ${DEFAULT_PDF_LIMITS.timeoutMs / 1000} segundos.`,
  TOO_COMPLEX: 'Não foi possível ler o PDF: ele é complexo demais para a leitura automática.',
  TOO_LARGE: 'Não foi possível ler o PDF: o arquivo é grande demais para a leitura automática.',
  MISSING: 'Não foi possível ler o PDF: o arquivo não foi encontrado no armazenamento.',
  NOT_PDF: 'Só arquivos PDF são lidos automaticamente.',
  UNAVAILABLE: 'Não foi possível ler o PDF agora. Envie o arquivo de novo para tentar outra vez.',
};

class ReadFailure extends Error {
  constructor(readonly reason: Failure) {
    super(FAILURE_MESSAGES[reason]);
  }
}

const failed = (reason: Failure): ReadingOutcome => ({
  state: 'FALHOU',
  suggestion: null,
  text: null,
  message: FAILURE_MESSAGES[reason],
});

/** The whole file, refused past `maxBytes` (the stream is destroyed then). */
async function readCapped(stream: Readable, maxBytes: number): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) throw new ReadFailure('TOO_LARGE');
      chunks.push(chunk as Buffer);
    }
  } finally {
    stream.destroy();
  }
  return new Uint8Array(Buffer.concat(chunks, size));
}

export interface ReadingDeps {
  db: Database;
  storage: FileStorage;
  extractor: PdfTextExtractor;
}

/**
 * The handler of `documentReadingJob`: loads the PDF from the storage, extracts its text in the
 * extractor's thread, and writes the reading's outcome — PRONTA with the proposal, SEM_TEXTO, or
 * FALHOU with a Portuguese message. A property of the file (corrupt, locked, no pages, too large,
 * too complex) is a final FALHOU, not an error to retry; anything else (storage or database down,
 * a reading past its time limit on a busy machine) is thrown for a retry, and recorded as FALHOU
 * on the last attempt. Running it again rewrites the
 * same row. A reading whose file or document is gone has nothing left to do.
 */
export function documentReadingHandler(deps: ReadingDeps): JobHandler<{ readingId: string }> {
  return async ({ readingId }, job) => {
    const run = await readingToRun(deps.db, readingId);
    if (!run) return;
    let outcome: ReadingOutcome;
    try {
      if (run.mimeType !== 'application/pdf') throw new ReadFailure('NOT_PDF');
      const stream = await deps.storage.get(run.storageKey).catch((error: unknown) => {
        throw error instanceof AppError && error.statusCode === 404
          ? new ReadFailure('MISSING')
          : error;
      });
      const pdf = await deps.extractor.extract(await readCapped(stream, READ_MAX_BYTES));
      const text = normaliseText(pdf.text);
      if (meaningfulChars(text) < MIN_TEXT_CHARS) {
        outcome = { state: 'SEM_TEXTO', suggestion: null, text: null, message: NO_TEXT_MESSAGE };
      } else {
        const suggestion = proposeFromText(
          text,
          {
            entityDocument: run.entityDocument,
            entityKind: run.entityKind,
            documentTypeId: run.documentTypeId,
            types: await activeTypes(deps.db),
          },
          pdf.text,
        );
        const partial =
          pdf.readPages < pdf.pages
            ? `Lidas as primeiras ${pdf.readPages} de ${pdf.pages} páginas.`
            : null;
        outcome = {
          state: 'PRONTA',
          suggestion,
          text: tidyText(pdf.text, KEPT_TEXT_CHARS),
          message: partial,
        };
      }
    } catch (error) {
      // Too slow may be the server's doing (a busy machine): tried again while attempts remain.
      const final =
        error instanceof ReadFailure ||
        (error instanceof PdfReadError && (error.reason !== 'TIMEOUT' || job.lastAttempt));
      if (final) outcome = failed(error.reason);
      else if (job.lastAttempt) outcome = failed('UNAVAILABLE');
      else throw error;
    }
    await finishReading(deps.db, readingId, outcome);
  };
}

/**
 * The reading's job failed for good without writing an outcome (its process died during the last
 * attempt): the reading would stay PROCESSANDO for ever; it ends FALHOU, asking for the file again.
 */
export function readingGivenUp(db: Database) {
  return ({ readingId }: { readingId: string }) =>
    abandonReading(db, readingId, FAILURE_MESSAGES.UNAVAILABLE);
}
