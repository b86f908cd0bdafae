import { z } from 'zod';
import {
  ANALYSIS_STATUSES,
  CERTIDAO_RESULTS,
  type AnalysisStatus,
  type CertidaoResult,
  type Document,
  type DocumentAnalysisInput,
  EXPIRED_RESERVATION_NOTE_MESSAGE,
  expiredApprovalMessage,
} from '@lince/contracts/documents';
import { calendarDateSchema } from '@lince/contracts/fields';

/** The analysis form: its schema, the values a document starts it with, and the API body. */

const dateOrEmpty = z
  .string()
  .refine((v) => v === '' || calendarDateSchema().safeParse(v).success, 'Data inválida.');

const AnalysisFormFields = z
  .object({
    documentTypeId: z.string().min(1, 'Escolha o tipo de documento.'),
    issuedAt: dateOrEmpty,
    validUntil: dateOrEmpty,
    /** `''`: no result (not a certidão, or not known yet). */
    result: z.enum([...CERTIDAO_RESULTS, '']),
    status: z.enum(ANALYSIS_STATUSES, { error: 'Escolha a situação.' }),
    notes: z.string().max(10000, 'Observações longas demais (máximo 10.000 caracteres).'),
  })
  .refine((v) => !v.issuedAt || !v.validUntil || v.validUntil >= v.issuedAt, {
    path: ['validUntil'],
    message: 'A validade não pode ser anterior à emissão.',
  });
export type AnalysisFormValues = z.infer<typeof AnalysisFormFields>;

/**
 * The analysis form's checks for a diligence due on `dueDate`, on `today`: an expired document
 * is not Aprovado, and Aprovado com ressalvas needs a note (the API's rules, said at once).
 */
export function analysisFormSchema(today: string, dueDate: string | null) {
  return AnalysisFormFields.superRefine((v, ctx) => {
    const expired = expiredApprovalMessage(v.validUntil, today, dueDate);
    if (expired && v.status === 'APROVADO')
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: expired });
    if (expired && v.status === 'APROVADO_COM_RESSALVAS' && !v.notes.trim())
      ctx.addIssue({ code: 'custom', path: ['notes'], message: EXPIRED_RESERVATION_NOTE_MESSAGE });
  });
}

/**
 * The form's first values: the document's analysis; a document still PENDENTE or DISPENSADO (no
 * analysis status) starts as RECEBIDO, the first status an analysis may set.
 */
export function analysisFormValues(document: Document): AnalysisFormValues {
  const status = (ANALYSIS_STATUSES as readonly string[]).includes(document.status)
    ? (document.status as AnalysisStatus)
    : 'RECEBIDO';
  return {
    documentTypeId: document.documentTypeId,
    issuedAt: document.issuedAt ?? '',
    validUntil: document.validUntil ?? '',
    result: document.result ?? '',
    status,
    notes: document.notes ?? '',
  };
}

/** The `PUT …/analysis` body: empty fields become null (cleared). */
export function analysisBody(values: AnalysisFormValues): DocumentAnalysisInput {
  const notes = values.notes.trim();
  return {
    status: values.status,
    documentTypeId: values.documentTypeId,
    issuedAt: values.issuedAt || null,
    validUntil: values.validUntil || null,
    result: (values.result || null) as CertidaoResult | null,
    notes: notes || null,
  };
}
