import {
  READABLE_FILE_TYPES,
  type Document,
  type DocumentReading,
} from '@lince/contracts/documents';

/** The document type of one file just sent, as its row shows it. */
export interface FileClassification {
  /** Where the file is now (the document the upload made, or the one it was classified into). */
  current: Document;
  /** The type the row holds: the user's choice, else the reading's proposal, else the current one. */
  value: string;
  /** The reading's proposed type, while the file is not classified yet. */
  proposal: string | null;
  /** The reading of the PDF (or of the image, by OCR) is still running. */
  reading: boolean;
  /** "do PDF" or "da imagem", for the row's texts. */
  source: 'do PDF' | 'da imagem';
  /** Classified: the file went to `current`. */
  classified: boolean;
}

/** Whether the reading of a sent document can propose a type (a PDF, PNG or JPEG). */
export const isReadable = (sent: Document) =>
  sent.files.some((f) => READABLE_FILE_TYPES.includes(f.mimeType));

/**
 * The row's classification: a file not yet classified is preselected with the reading's proposal
 * (when it names one of `typeIds`); after "Classificar", the row holds where it went.
 */
export function classificationOf({
  sent,
  current,
  chosen,
  reading,
  typeIds,
}: {
  sent: Document;
  current: Document | null;
  chosen: string | null;
  reading: DocumentReading | null | undefined;
  typeIds: readonly string[];
}): FileClassification {
  const now = current ?? sent;
  const classified = current !== null;
  const proposed = classified ? null : (reading?.suggestion?.documentTypeId ?? null);
  const proposal = proposed && typeIds.includes(proposed) ? proposed : null;
  return {
    current: now,
    value: chosen ?? proposal ?? now.documentTypeId,
    proposal,
    reading: !classified && reading?.state === 'PROCESSANDO',
    source: sent.files.some((f) => f.mimeType === 'application/pdf') ? 'do PDF' : 'da imagem',
    classified,
  };
}

/** Whether "Classificar" (or "Classificar todos") would change the file's type. */
export const changes = (c: FileClassification) => c.value !== c.current.documentTypeId;
