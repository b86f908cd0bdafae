import { z } from 'zod';
import { calendarDateSchema, idSchema, textSchema } from './fields.ts';
import { DOCUMENT_SOURCES, DOCUMENT_STATUSES, type DocumentStatus } from './checklists.ts';
import { formatDay } from './br/format.ts';
import { PageQuerySchema, pageOf, QueryBooleanSchema } from './pagination.ts';
import { CERTIDAO_RESULTS, type CertidaoResult } from './certidao-results.ts';
import { DocumentReadingProposalSchema } from './document-readings.ts';

// A certidão's results and its reading live beside this file; imported from here as before.
export * from './certidao-results.ts';
export * from './document-readings.ts';

/**
 * The documents of an entity (its checklist): files, the certidão reading's proposal and the
 * analyst's analysis. Paths under `/v1/diligences/:id/…`.
 */

/** Statuses an analysis may set (`DISPENSADO` goes through the waiver, `PENDENTE` is the absence of files). */
export const ANALYSIS_STATUSES = [
  'RECEBIDO',
  'EM_ANALISE',
  'APROVADO',
  'APROVADO_COM_RESSALVAS',
  'REPROVADO',
] as const;
export type AnalysisStatus = (typeof ANALYSIS_STATUSES)[number];

/** Statuses that count as analysed (for concluding a diligence, with DISPENSADO). */
export const DOCUMENT_ANALYSED_STATUSES = [
  'APROVADO',
  'APROVADO_COM_RESSALVAS',
  'REPROVADO',
] as const;

/** Upload size limit when `MAX_UPLOAD_BYTES` is not configured: 25 MB. */
export const DEFAULT_MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

/** Types a document's file may have (recognised by their content, never by the name). */
export const DOCUMENT_FILE_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;
export type DocumentFileType = (typeof DOCUMENT_FILE_TYPES)[number];
export const DOCUMENT_FILE_TYPE_LABELS: Record<DocumentFileType, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
};
/** What a certidão (a document type of category CERTIDAO) accepts: PDF and images only. */
export const CERTIDAO_FILE_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
] as const satisfies readonly DocumentFileType[];
/** The longest file name kept (the cleaned name the file was sent with). */
export const FILE_NAME_MAX = 200;

export const DocumentFileSchema = z.object({
  _id: z.string(),
  /** The name the file was sent with (cleaned), shown and used for downloads. */
  name: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  mimeType: z.enum(DOCUMENT_FILE_TYPES),
  uploadedAt: z.string(),
  uploadedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
});
export type DocumentFile = z.infer<typeof DocumentFileSchema>;

/**
 * A document no one has filled: never analysed, no dates nor result, and neither waived nor
 * decided. The reading's proposal may fill it (on opening it, or by "Aplicar leitura").
 */
export function isUntouchedDocument(d: {
  status: DocumentStatus;
  analysedAt: unknown;
  issuedAt: string | null;
  validUntil: string | null;
  result: CertidaoResult | null;
}): boolean {
  return (
    (d.status === 'PENDENTE' || d.status === 'RECEBIDO' || d.status === 'EM_ANALISE') &&
    !d.analysedAt &&
    !d.issuedAt &&
    !d.validUntil &&
    !d.result
  );
}

/** One document of an entity (its checklist row, and the analysis screen's subject). */
export const DocumentSchema = z.object({
  _id: z.string(),
  diligenceId: z.string(),
  entityId: z.string(),
  documentTypeId: z.string(),
  documentTypeName: z.string(),
  /** The track step it belongs to (null for an extra document). */
  stepKey: z.string().nullable(),
  stepTitle: z.string().nullable(),
  stepOrder: z.number().int().nullable(),
  required: z.boolean(),
  source: z.enum(DOCUMENT_SOURCES),
  status: z.enum(DOCUMENT_STATUSES),
  /** `aaaa-mm-dd`, null when unknown. */
  issuedAt: z.string().nullable(),
  validUntil: z.string().nullable(),
  result: z.enum(CERTIDAO_RESULTS).nullable(),
  notes: z.string().nullable(),
  waiverJustification: z.string().nullable(),
  analysedAt: z.string().nullable(),
  analysedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  files: z.array(DocumentFileSchema),
  /** The reading's proposal while the document is untouched (null otherwise, or when none). */
  readingProposal: DocumentReadingProposalSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Document = z.infer<typeof DocumentSchema>;

/** `POST /v1/diligences/:id/documents/apply-readings`: each untouched document takes its proposal. */
export const ApplyReadingsSchema = z.strictObject({
  documentIds: z
    .array(idSchema('Documento', 'Documento inválido.'))
    .min(1, 'Escolha ao menos um documento.')
    .max(500, 'No máximo 500 documentos de uma vez.'),
});
export type ApplyReadingsInput = z.infer<typeof ApplyReadingsSchema>;
export const ApplyReadingsResultSchema = z.object({
  /** The documents that took their reading's proposal, as they are now. */
  items: z.array(DocumentSchema),
  /** The documents left as they were, and why (already filled, no reading, another diligence…). */
  skipped: z.array(z.object({ documentId: z.string(), message: z.string() })),
});
export type ApplyReadingsResult = z.infer<typeof ApplyReadingsResultSchema>;
export const DocumentListSchema = z.object({ items: z.array(DocumentSchema) });
export type DocumentList = z.infer<typeof DocumentListSchema>;

/** `POST /v1/diligences/:id/entities/:entityId/documents`: an extra document (not required). */
export const DocumentCreateSchema = z.strictObject({
  documentTypeId: idSchema('Tipo de documento', 'Escolha o tipo de documento.'),
});

/**
 * `POST /v1/diligences/:id/documents/:documentId/classify`: the type of a bulk-uploaded file
 * ("Outros"). When the entity has a document of that type without a file, the files move there
 * and this document is removed (the answer is that document); otherwise this one takes the type.
 */
export const DocumentClassifySchema = DocumentCreateSchema;

export const DocumentParamsSchema = z.object({
  id: idSchema(),
  documentId: idSchema('Documento'),
});
export const DocumentFileParamsSchema = DocumentParamsSchema.extend({
  fileId: idSchema('Arquivo'),
});

/**
 * `POST …/documents/:documentId/files` and `POST …/entities/:entityId/files`: a file whose SHA-256
 * is already among the party's files is refused (409 `DUPLICATE_FILE`) unless
 * `?allowDuplicate=true`.
 */
export const FileUploadQuerySchema = z.strictObject({
  allowDuplicate: QueryBooleanSchema.default(false),
});
export type FileUploadQuery = z.infer<typeof FileUploadQuerySchema>;

/** `GET …/documents/:documentId/files/:fileId`: `?download=true` asks for an attachment. */
export const FileContentQuerySchema = z.strictObject({
  download: QueryBooleanSchema.default(false),
});

/** `GET /v1/diligences/:id/entities/:entityId/files`: the entity's data room, newest first. */
export const DataRoomQuerySchema = PageQuerySchema.pick({ page: true, pageSize: true });
export const DataRoomFileSchema = DocumentFileSchema.extend({
  documentId: z.string(),
  documentTypeName: z.string(),
  documentStatus: z.enum(DOCUMENT_STATUSES),
});
export type DataRoomFile = z.infer<typeof DataRoomFileSchema>;
export const DataRoomPageSchema = pageOf(DataRoomFileSchema);
export type DataRoomPage = z.infer<typeof DataRoomPageSchema>;

const optionalDate = () => calendarDateSchema().nullable().optional();

/** `PUT /v1/diligences/:id/documents/:documentId/analysis`. */
export const DocumentAnalysisSchema = z
  .strictObject({
    status: z.enum(ANALYSIS_STATUSES, { error: 'Situação do documento inválida.' }),
    documentTypeId: idSchema('Tipo de documento', 'Tipo de documento inválido.').optional(),
    issuedAt: optionalDate(),
    validUntil: optionalDate(),
    result: z.enum(CERTIDAO_RESULTS, { error: 'Resultado inválido.' }).nullable().optional(),
    notes: textSchema('Observações').max(10000, 'Observações longas demais.').nullable().optional(),
  })
  .refine((v) => !v.issuedAt || !v.validUntil || v.validUntil >= v.issuedAt, {
    path: ['validUntil'],
    message: 'A validade não pode ser anterior à emissão.',
  });
export type DocumentAnalysisInput = z.infer<typeof DocumentAnalysisSchema>;

const EXPIRED_WAYS_OUT =
  'Salve como Aprovado com ressalvas (com uma observação) ou Reprovado, ou peça um novo.';

/**
 * Why a document cannot be Aprovado, or null when it can: its validity ends before the analysis
 * date (`today`, aaaa-mm-dd in Brasília), or before the diligence's due date when that is later.
 */
export function expiredApprovalMessage(
  validUntil: string | null | undefined,
  today: string,
  dueDate: string | null,
): string | null {
  if (!validUntil) return null;
  if (validUntil < today)
    return `Documento vencido em ${formatDay(validUntil)}: não pode ser Aprovado. ${EXPIRED_WAYS_OUT}`;
  if (dueDate && validUntil < dueDate)
    return `O documento vence em ${formatDay(validUntil)}, antes do prazo da diligência (${formatDay(dueDate)}): não pode ser Aprovado. ${EXPIRED_WAYS_OUT}`;
  return null;
}

export const EXPIRED_RESERVATION_NOTE_MESSAGE =
  'Documento vencido: explique a ressalva nas observações.';

/** `POST /v1/diligences/:id/documents/:documentId/waiver`. */
export const DocumentWaiverSchema = z.strictObject({
  justification: textSchema('Justificativa', 'Informe a justificativa.')
    .trim()
    .min(1, 'Informe a justificativa.')
    .max(2000, 'Justificativa longa demais.'),
});
