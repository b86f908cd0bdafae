import { LOW_OCR_CONFIDENCE, type StoredReadingSuggestion } from '@lince/contracts';
import type { Database } from '@lince/db';
import type { Readable } from 'node:stream';
import type { JobHandler } from '../../../lib/jobs/define.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { FileStorage } from '../../../lib/storage/storage.ts';
import { textOfFile, type FileText, type TextReaders } from './file-text.ts';
import { meaningfulChars, normaliseText, tidyText } from './normalise.ts';
import { DEFAULT_OCR_LIMITS, OcrError, type OcrFailure } from './ocr.ts';
import { DEFAULT_PDF_LIMITS, PdfReadError, type PdfFailure } from './pdf-text.ts';
import { proposeFromText } from './propose.ts';
import {
  abandonReading,
  activeTypes,
  finishReading,
  readingToRun,
  type ReadingOutcome,
} from './repository.ts';

/** Bytes of a file the reading loads (the upload limit is 25 MB by default). */
export const READ_MAX_BYTES = 64 * 1024 * 1024;
/** Characters of the extracted text kept with the reading (shown beside the form). */
export const KEPT_TEXT_CHARS = 100_000;
/** Fewer letters and digits than this: no text layer (a scan), or nothing the OCR could read. */
const MIN_TEXT_CHARS = DEFAULT_PDF_LIMITS.minTextChars;

export const NO_TEXT_MESSAGE = 'Sem texto extraível (documento digitalizado)';
export const NO_OCR_TEXT_MESSAGE =
  'Sem texto legível: nem a leitura por OCR encontrou texto (imagem em branco, borrada ou muito pequena).';

type Failure =
  PdfFailure | `OCR_${OcrFailure}` | 'NOT_READABLE' | 'TOO_LARGE' | 'MISSING' | 'UNAVAILABLE';

const FAILURE_MESSAGES: Record<Failure, string> = {
  CORRUPT: 'Não foi possível ler o PDF: o arquivo está corrompido ou não é um PDF válido.',
  ENCRYPTED: 'Não foi possível ler o PDF: ele está protegido por senha.',
  NO_PAGES: 'Não foi possível ler o PDF: ele não tem páginas.',
  TIMEOUT: `Não foi possível ler o PDF: a leitura passou de ${DEFAULT_PDF_LIMITS.timeoutMs / 1000} segundos.`,
  TOO_COMPLEX: 'Não foi possível ler o PDF: ele é complexo demais para a leitura automática.',
  TOO_LARGE: 'Não foi possível ler o arquivo: ele é grande demais para a leitura automática.',
  MISSING: 'Não foi possível ler o arquivo: ele não foi encontrado no armazenamento.',
  NOT_READABLE: 'Só arquivos PDF, PNG e JPEG são lidos automaticamente.',
  OCR_IMAGE_TOO_LARGE:
    'Não foi possível ler a imagem: ela passa de 50 megapixels (por exemplo, 8000 × 6000 pixels).',
  OCR_IMAGE_CORRUPT:
    'Não foi possível ler a imagem: o arquivo está corrompido ou não é um PNG ou JPEG válido.',
  OCR_TIMEOUT: `Não foi possível ler o documento por OCR: a leitura passou de ${DEFAULT_OCR_LIMITS.timeoutMs / 1000} segundos.`,
  OCR_TOO_COMPLEX:
    'Não foi possível ler o documento por OCR: a imagem é complexa demais para a leitura automática.',
  OCR_UNREADABLE: 'Não foi possível ler o documento por OCR: a imagem não pôde ser lida.',
  UNAVAILABLE:
    'Não foi possível ler o arquivo agora. Envie o arquivo de novo para tentar outra vez.',
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

export interface ReadingDeps extends TextReaders {
  db: Database;
  storage: FileStorage;
}

/** What the reading says beside its proposal: pages left unread, and an OCR of low confidence. */
function noteOf(read: FileText): string | null {
  const notes: string[] = [];
  if (read.readPages < read.pages)
    notes.push(
      read.origin === 'OCR'
        ? `Lidas por OCR as primeiras ${read.readPages} de ${read.pages} páginas.`
        : `Lidas as primeiras ${read.readPages} de ${read.pages} páginas.`,
    );
  if (read.confidence !== null && read.confidence < LOW_OCR_CONFIDENCE)
    notes.push(
      `Lido por OCR com confiança baixa (${read.confidence}%): confira cada campo com o documento.`,
    );
  return notes.length > 0 ? notes.join(' ') : null;
}

/**
 * Below this confidence, an OCR whose proposal found nothing is taken to have read no text: the
 * shapes of a picture read as letters ("PRP RPPR ER EP").
 */
const MIN_OCR_CONFIDENCE = 50;

const foundNothing = (s: StoredReadingSuggestion) =>
  !s.documentTypeId && !s.issuedAt && !s.validUntil && !s.result && s.identifiers.length === 0;

/**
 * The reading's outcome from the file's text: SEM_TEXTO when it has too few letters and digits
 * (or the OCR only guessed at a picture), else PRONTA with the proposal of `propose` (given the
 * normalised text), its origin and the OCR's confidence.
 */
async function outcomeOf(
  read: FileText,
  propose: (normalised: string) => Promise<StoredReadingSuggestion>,
): Promise<ReadingOutcome> {
  const text = normaliseText(read.text);
  const noText: ReadingOutcome = {
    state: 'SEM_TEXTO',
    suggestion: null,
    text: null,
    message: read.origin === 'OCR' ? NO_OCR_TEXT_MESSAGE : NO_TEXT_MESSAGE,
  };
  if (meaningfulChars(text) < MIN_TEXT_CHARS) return noText;
  const proposal = await propose(text);
  const { confidence, origin } = read;
  if (confidence !== null && confidence < MIN_OCR_CONFIDENCE && foundNothing(proposal))
    return noText;
  return {
    state: 'PRONTA',
    suggestion:
      confidence === null
        ? { ...proposal, origin }
        : { ...proposal, origin, ocrConfidence: confidence },
    text: tidyText(read.text, KEPT_TEXT_CHARS),
    message: noteOf(read),
  };
}

/** The failure a thrown error stands for, when it is final (a property of the file). */
function finalFailure(error: unknown, lastAttempt: boolean): Failure | null {
  if (error instanceof ReadFailure) return error.reason;
  // Too slow may be the server's doing (a busy machine): tried again while attempts remain.
  if (error instanceof PdfReadError && (error.reason !== 'TIMEOUT' || lastAttempt))
    return error.reason;
  if (error instanceof OcrError && (error.reason !== 'TIMEOUT' || lastAttempt))
    return `OCR_${error.reason}`;
  return null;
}

/**
 * The handler of `documentReadingJob`: loads the file from the storage, gets its text off the event
 * loop — a PDF's text layer in the extractor's thread; a scanned PDF's first pages, or a PNG/JPEG,
 * by OCR in the OCR's thread — and writes the reading's outcome: PRONTA with the proposal (the same
 * rules whatever the text's origin; an OCR's proposal says so, with its confidence), SEM_TEXTO, or
 * FALHOU with a Portuguese message. A property of the file (corrupt, locked, no pages, too large,
 * too complex, not a PDF or an image) is a final FALHOU, not an error to retry; anything else
 * (storage or database down, a reading past its time limit on a busy machine) is thrown for a
 * retry, and recorded as FALHOU on the last attempt. Running it again rewrites the same row. A
 * reading whose file or document is gone has nothing left to do.
 */
export function documentReadingHandler(deps: ReadingDeps): JobHandler<{ readingId: string }> {
  return async ({ readingId }, job) => {
    const run = await readingToRun(deps.db, readingId);
    if (!run) return;
    let outcome: ReadingOutcome;
    try {
      const stream = await deps.storage.get(run.storageKey).catch((error: unknown) => {
        throw error instanceof AppError && error.statusCode === 404
          ? new ReadFailure('MISSING')
          : error;
      });
      const read = await textOfFile(deps, run.mimeType, await readCapped(stream, READ_MAX_BYTES));
      if (!read) throw new ReadFailure('NOT_READABLE');
      outcome = await outcomeOf(read, async (text) =>
        proposeFromText(
          text,
          {
            entityDocument: run.entityDocument,
            entityKind: run.entityKind,
            documentTypeId: run.documentTypeId,
            types: await activeTypes(deps.db),
          },
          read.text,
        ),
      );
    } catch (error) {
      const final = finalFailure(error, job.lastAttempt);
      if (final) outcome = failed(final);
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
