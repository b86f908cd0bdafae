import { z } from 'zod';
import { idSchema, textSchema } from './fields.ts';
import { REPORT_SECTION_KEYS } from './report-document.ts';

/**
 * Diligence reports (issue 15): `/v1/diligences/:id/reports` (exports as background tasks),
 * `/v1/diligences/:id/reports/preview` (the model, for the page), `/v1/report-templates` (a
 * company's saved custom layouts) and `/v1/reports/verify`.
 */

export const REPORT_FORMATS = ['PDF', 'DOCX'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
export const REPORT_KINDS = ['PADRAO', 'PERSONALIZADO'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_KIND_LABELS: Record<ReportKind, string> = {
  PADRAO: 'Padrão',
  PERSONALIZADO: 'Personalizado',
};
export const REPORT_STATES = ['PROCESSANDO', 'PRONTO', 'FALHOU'] as const;
export type ReportState = (typeof REPORT_STATES)[number];
export const REPORT_STATE_LABELS: Record<ReportState, string> = {
  PROCESSANDO: 'Processando',
  PRONTO: 'Pronto',
  FALHOU: 'Falhou',
};

export const REPORT_BLOCK_MARKDOWN_MAX = 20_000;
export const REPORT_BLOCKS_MAX = 30;
export const REPORT_TEMPLATE_NAME_MAX = 120;

export const REPORT_TEMPLATE_NOT_FOUND_MESSAGE = 'Modelo de relatório não encontrado.';
export const REPORT_TEMPLATE_NAME_TAKEN_MESSAGE = 'Já existe um modelo de relatório com este nome.';
export const REPORT_CUSTOM_SECTIONS_REQUIRED_MESSAGE =
  'Escolha as seções do relatório personalizado ou um modelo salvo.';
/** A chosen entity that is not one of the diligence's (400 on `entityIds`). */
export const reportEntityNotInDiligenceMessage = (entityId: string) =>
  `A parte ${entityId} não pertence a esta diligência.`;

/**
 * A free-text block of a custom report, in Markdown (paragraphs, emphasis, lists, headings; raw
 * HTML is shown as text, never interpreted), placed before the section at `position` (0 = before
 * the first chosen section; `sections.length` = after the last).
 */
export const ReportTextBlockSchema = z.strictObject({
  position: z.number().int().min(0).max(REPORT_SECTION_KEYS.length),
  title: textSchema('Título do bloco')
    .trim()
    .max(200, 'Título do bloco longo demais (até 200 caracteres).')
    .optional(),
  markdown: textSchema('Texto do bloco').max(
    REPORT_BLOCK_MARKDOWN_MAX,
    `Texto do bloco longo demais (até ${REPORT_BLOCK_MARKDOWN_MAX.toLocaleString('pt-BR')} caracteres).`,
  ),
});
export type ReportTextBlock = z.infer<typeof ReportTextBlockSchema>;

const sectionsSchema = z
  .array(z.enum(REPORT_SECTION_KEYS, { error: 'Seção desconhecida.' }))
  .min(1, 'Escolha ao menos uma seção.')
  .max(REPORT_SECTION_KEYS.length)
  .refine((keys) => new Set(keys).size === keys.length, 'Uma seção foi escolhida duas vezes.');

/** The choices of a custom report (also what a template keeps, entities aside). */
export const ReportLayoutSchema = z.strictObject({
  sections: sectionsSchema,
  /** The entities to include (all of the diligence's when absent). */
  entityIds: z.array(idSchema('Parte')).max(500).optional(),
  blocks: z
    .array(ReportTextBlockSchema)
    .max(REPORT_BLOCKS_MAX, `Até ${REPORT_BLOCKS_MAX} blocos de texto.`)
    .optional(),
});
export type ReportLayout = z.infer<typeof ReportLayoutSchema>;

/** `POST /v1/diligences/:id/reports`. PERSONALIZADO takes `sections` (or a `templateId`). */
export const CreateReportRequestSchema = z.strictObject({
  format: z.enum(REPORT_FORMATS, { error: 'Formato inválido (PDF ou DOCX).' }),
  kind: z.enum(REPORT_KINDS, { error: 'Tipo de relatório inválido.' }),
  templateId: idSchema('Modelo').optional(),
  sections: sectionsSchema.optional(),
  entityIds: z.array(idSchema('Parte')).max(500).optional(),
  blocks: z.array(ReportTextBlockSchema).max(REPORT_BLOCKS_MAX).optional(),
});
export type CreateReportRequest = z.infer<typeof CreateReportRequestSchema>;

export const CreateReportResponseSchema = z.object({ jobId: z.string(), reportId: z.string() });

/** `POST /v1/diligences/:id/reports/preview` body: nothing (standard) or a custom layout. */
export const ReportPreviewRequestSchema = z.strictObject({
  kind: z.enum(REPORT_KINDS),
  templateId: idSchema('Modelo').optional(),
  sections: sectionsSchema.optional(),
  entityIds: z.array(idSchema('Parte')).max(500).optional(),
  blocks: z.array(ReportTextBlockSchema).max(REPORT_BLOCKS_MAX).optional(),
});
export type ReportPreviewRequest = z.infer<typeof ReportPreviewRequestSchema>;

export const ReportItemSchema = z.object({
  _id: z.string(),
  format: z.enum(REPORT_FORMATS),
  kind: z.enum(REPORT_KINDS),
  state: z.enum(REPORT_STATES),
  verificationCode: z.string(),
  /** Hex, once PRONTO. */
  sha256: z.string().nullable(),
  createdAt: z.string(),
  /** The author's name. */
  createdBy: z.string(),
  /** The job following the rendering (`GET /v1/jobs/:jobId`). */
  jobId: z.string().nullable(),
  /** Why it FALHOU (Portuguese). */
  message: z.string().optional(),
  sizeBytes: z.number().int().nullable(),
});
export type ReportItem = z.infer<typeof ReportItemSchema>;
export const ReportListSchema = z.object({ items: z.array(ReportItemSchema) });

/** `POST /v1/reports/verify` with JSON (the code printed on every page). */
export const VerifyReportCodeRequestSchema = z.strictObject({
  code: textSchema('Código')
    .trim()
    .min(1, 'Informe o código de verificação.')
    .max(40, 'Código inválido.'),
});
export const VerifyReportResponseSchema = z.object({
  match: z.boolean(),
  report: z
    .object({
      diligenceId: z.string(),
      diligenceCode: z.string(),
      format: z.enum(REPORT_FORMATS),
      kind: z.enum(REPORT_KINDS),
      createdAt: z.string(),
      createdBy: z.string(),
      sha256: z.string(),
      verificationCode: z.string(),
    })
    .optional(),
  /** Portuguese: what was checked and what it means. */
  message: z.string(),
});
export type VerifyReportResponse = z.infer<typeof VerifyReportResponseSchema>;

/** A company's saved custom-report layout (`/v1/report-templates`). */
export const ReportTemplateRequestSchema = z.strictObject({
  name: textSchema('Nome')
    .trim()
    .min(1, 'Informe o nome do modelo.')
    .max(
      REPORT_TEMPLATE_NAME_MAX,
      `Nome longo demais (até ${REPORT_TEMPLATE_NAME_MAX} caracteres).`,
    ),
  sections: sectionsSchema,
  blocks: z.array(ReportTextBlockSchema).max(REPORT_BLOCKS_MAX).default([]),
});
export type ReportTemplateRequest = z.infer<typeof ReportTemplateRequestSchema>;
export const ReportTemplateSchema = z.object({
  _id: z.string(),
  name: z.string(),
  sections: z.array(z.enum(REPORT_SECTION_KEYS)),
  blocks: z.array(
    z.object({ position: z.number().int(), title: z.string().optional(), markdown: z.string() }),
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.string(),
});
export type ReportTemplate = z.infer<typeof ReportTemplateSchema>;
export const ReportTemplateListSchema = z.object({ items: z.array(ReportTemplateSchema) });

/** What a finished export task (`GET /v1/jobs/:jobId`, kind REPORT_EXPORT) answers. */
export const ReportExportResultSchema = z.object({
  reportId: z.string(),
  sha256: z.string(),
  verificationCode: z.string(),
});
export type ReportExportResult = z.infer<typeof ReportExportResultSchema>;

/**
 * The verification code printed on every page of an export: 10 characters of Crockford's base32
 * (no I, L, O or U), grouped `XXXX-XXXX-XX`. Typed by a person, it is read leniently: case,
 * spaces and dashes do not matter, and O, I and L stand for 0, 1 and 1.
 */
export const REPORT_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REPORT_CODE_LENGTH = 10;
export const REPORT_CODE_PATTERN =
  /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{2}$/;

/** The code in its printed form, or null when `input` cannot be one. */
export function normalizeReportCode(input: string): string | null {
  const plain = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (plain.length !== REPORT_CODE_LENGTH) return null;
  if ([...plain].some((c) => !REPORT_CODE_ALPHABET.includes(c))) return null;
  return `${plain.slice(0, 4)}-${plain.slice(4, 8)}-${plain.slice(8)}`;
}

/** `/v1/diligences/:id/reports/:reportId…` */
export const ReportParamsSchema = z.object({
  id: idSchema(),
  reportId: idSchema('Relatório', 'Relatório inválido.'),
});

/** The largest file `POST /v1/reports/verify` reads (413 past it). */
export const REPORT_VERIFY_MAX_BYTES = 100 * 1024 * 1024;

/**
 * The name an export is saved under, by the server (`Content-Disposition`) and the web alike:
 * `DD-2026-0007-relatorio-7K3M-Q9TZ-2B.pdf` ("relatorio-personalizado" for a custom one) — the
 * diligence and the verification code in the name, nothing a file system refuses.
 */
export function reportFileName(
  diligenceCode: string,
  report: { format: ReportFormat; kind: ReportKind; verificationCode: string },
): string {
  const title = report.kind === 'PERSONALIZADO' ? 'relatorio-personalizado' : 'relatorio';
  return `${diligenceCode}-${title}-${report.verificationCode}.${report.format.toLowerCase()}`;
}
