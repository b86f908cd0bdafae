import { z } from 'zod';
import { CERTIDAO_RESULTS } from './certidao-results.ts';

/** The certidão reading of a document's files: its states, its proposal and what it found. */

/**
 * What the newest reading that found something proposes for a document nobody has filled yet
 * (shown on its checklist row as proposed; "Aplicar leitura" writes it). Fields it did not find
 * are null; the type only when it is another than the document's.
 */
export const DocumentReadingProposalSchema = z.object({
  documentTypeId: z.string().nullable(),
  documentTypeName: z.string().nullable(),
  issuedAt: z.string().nullable(),
  validUntil: z.string().nullable(),
  result: z.enum(CERTIDAO_RESULTS).nullable(),
});
export type DocumentReadingProposal = z.infer<typeof DocumentReadingProposalSchema>;

export const READING_STATES = ['PROCESSANDO', 'PRONTA', 'SEM_TEXTO', 'FALHOU'] as const;
export type ReadingState = (typeof READING_STATES)[number];

export const ReadingIdentifierSchema = z.object({
  kind: z.enum(['CPF', 'CNPJ']),
  /** Unformatted: 11 digits, or 14 characters (alphanumeric CNPJs included). */
  value: z.string(),
  matchesEntity: z.boolean(),
});
export type ReadingIdentifier = z.infer<typeof ReadingIdentifierSchema>;

/**
 * Where a proposed valid-until date came from: a date written on the certidão, the issue date
 * plus days written on it, or the issue date plus the document type's validity (the text says
 * nothing of it).
 */
export const READING_VALIDITY_BASES = ['DATA_NO_TEXTO', 'DIAS_NO_TEXTO', 'PRAZO_DO_TIPO'] as const;
export type ReadingValidityBasis = (typeof READING_VALIDITY_BASES)[number];

/** The words of the certidão that gave the proposed dates (quoted as printed where found). */
export const ReadingEvidenceSchema = z.object({
  issuedAt: z.string().nullable(),
  validUntil: z.string().nullable(),
  validityBasis: z.enum(READING_VALIDITY_BASES).nullable(),
  /** The days added to the issue date (DIAS_NO_TEXTO, PRAZO_DO_TIPO). */
  validityDays: z.number().int().nullable(),
});
export type ReadingEvidence = z.infer<typeof ReadingEvidenceSchema>;

/** The files the certidão reading reads: a PDF, or a scan or photo of the paper (by OCR). */
export const READABLE_FILE_TYPES: readonly string[] = [
  'application/pdf',
  'image/png',
  'image/jpeg',
];

/** How a reading got its text: the PDF's text layer, or OCR of a scan or a photo. */
export const READING_ORIGINS = ['TEXTO', 'OCR'] as const;
export type ReadingOrigin = (typeof READING_ORIGINS)[number];

/** Below this OCR confidence (0–100), the reading says so: every field is to be checked. */
export const LOW_OCR_CONFIDENCE = 70;

export const ReadingSuggestionSchema = z.object({
  documentTypeId: z.string().nullable(),
  issuedAt: z.string().nullable(),
  validUntil: z.string().nullable(),
  result: z.enum(CERTIDAO_RESULTS).nullable(),
  identifiers: z.array(ReadingIdentifierSchema),
  /** Absent in readings made before the evidence was kept. */
  evidence: ReadingEvidenceSchema.optional(),
  /** Where the text came from (absent in readings made before OCR: the text layer). */
  origin: z.enum(READING_ORIGINS).optional(),
  /** OCR only: Tesseract's mean word confidence over the pages read, 0–100. */
  ocrConfidence: z.number().int().min(0).max(100).optional(),
  /** The holder's name as the certidão prints it ("Nome: …", "em nome de …"); null when none. */
  holderName: z.string().nullable(),
  /**
   * The holder's name is the party's (compared without accents, case, punctuation and
   * company-type suffixes, against the party's name as it is now); null when no name was read.
   */
  holderNameMatchesEntity: z.boolean().nullable(),
});
export type ReadingSuggestion = z.infer<typeof ReadingSuggestionSchema>;
/**
 * A suggestion as the reading stores it: the holder's name as read (absent in readings made before
 * it was read); whether it is the party's is answered against the party's current name.
 */
export type StoredReadingSuggestion = Omit<
  ReadingSuggestion,
  'holderName' | 'holderNameMatchesEntity'
> & { holderName?: string | null };

/** `GET /v1/diligences/:id/documents/:documentId/reading`: the reading of the latest PDF. */
export const DocumentReadingSchema = z.object({
  state: z.enum(READING_STATES),
  suggestion: ReadingSuggestionSchema.nullable(),
  /** The file that was read (null when the document has no PDF). */
  fileId: z.string().nullable(),
  /**
   * A Portuguese explanation when the state is SEM_TEXTO or FALHOU, or when only the first pages
   * of a long PDF were read.
   */
  message: z.string().nullable(),
  /** The extracted text (lines kept, spaces tidied, at most 100,000 characters), null until PRONTA. */
  text: z.string().nullable(),
});
export type DocumentReading = z.infer<typeof DocumentReadingSchema>;
