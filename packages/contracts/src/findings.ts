import { z } from 'zod';
import { idSchema, textSchema } from './fields.ts';
import { PageQuerySchema, pageOf } from './pagination.ts';
import { FINDING_SEVERITIES } from './workspace.ts';
import type { RiskArea } from './risk-areas.ts';

/**
 * Findings (apontamentos) of a diligence, under `/v1/diligences/:id/findings`. A finding is
 * attached to a document, an entity or the diligence itself (the registration, lawsuit and
 * financial areas add their targets). The open findings drive the computed risk: an entity's is
 * the highest severity among its open findings, the diligence's the highest among its entities
 * (and its own diligence-level findings).
 */

export const FINDING_TARGETS = [
  'DOCUMENTO',
  'ENTIDADE',
  'DILIGENCIA',
  'CADASTRO',
  'PROCESSO',
  'FINANCEIRO',
] as const;
export type FindingTarget = (typeof FINDING_TARGETS)[number];
export const FINDING_TARGET_LABELS: Record<FindingTarget, string> = {
  DOCUMENTO: 'Documento',
  ENTIDADE: 'Parte',
  DILIGENCIA: 'Diligência',
  CADASTRO: 'Cadastro',
  PROCESSO: 'Processo',
  FINANCEIRO: 'Demonstrações financeiras',
};

/** The analysis areas an entity's finding may be about (its screen's findings). */
export const FINDING_AREA_TARGETS = ['CADASTRO', 'PROCESSO', 'FINANCEIRO'] as const;
export type FindingAreaTarget = (typeof FINDING_AREA_TARGETS)[number];

/** Severity → the risk rating it implies. */
export const SEVERITY_RISK = {
  BAIXA: 'BAIXO',
  MEDIA: 'MEDIO',
  ALTA: 'ALTO',
  CRITICA: 'CRITICO',
} as const;

/** The heat map's area of a finding's target; a finding of the whole diligence has none. */
export const FINDING_TARGET_RISK_AREA: Record<FindingTarget, RiskArea | null> = {
  DOCUMENTO: 'DOCUMENTOS',
  ENTIDADE: 'DOCUMENTOS',
  DILIGENCIA: null,
  CADASTRO: 'CADASTRO',
  PROCESSO: 'PROCESSOS',
  FINANCEIRO: 'FINANCEIRO',
};

const title = () =>
  textSchema('Título', 'Informe o título.')
    .trim()
    .min(1, 'Informe o título.')
    .max(300, 'Título longo demais (até 300 caracteres).');
const longText = (label: string) =>
  textSchema(label).trim().max(10000, `${label}: texto longo demais (até 10.000 caracteres).`);

export const FindingCreateSchema = z.strictObject({
  title: title(),
  description: longText('Descrição').optional(),
  severity: z.enum(FINDING_SEVERITIES, { error: 'Escolha a gravidade.' }),
  recommendation: longText('Recomendação').optional(),
  /** Give one of `documentId` or `entityId`, or neither for a finding of the whole diligence. */
  entityId: idSchema('Parte', 'Parte inválida.').optional(),
  documentId: idSchema('Documento', 'Documento inválido.').optional(),
  /**
   * With `entityId`: the finding is about the entity's registration data, lawsuits or financial
   * statements (target CADASTRO, PROCESSO or FINANCEIRO) rather than the entity in general.
   */
  area: z.enum(FINDING_AREA_TARGETS, { error: 'Área do apontamento inválida.' }).optional(),
});
export type FindingCreateInput = z.infer<typeof FindingCreateSchema>;

export const FindingUpdateSchema = z.strictObject({
  title: title().optional(),
  description: longText('Descrição').optional(),
  severity: z.enum(FINDING_SEVERITIES, { error: 'Escolha a gravidade.' }).optional(),
  recommendation: longText('Recomendação').optional(),
  resolved: z.boolean({ error: 'Valor inválido.' }).optional(),
});
export type FindingUpdateInput = z.infer<typeof FindingUpdateSchema>;

export const FindingSchema = z.object({
  _id: z.string(),
  diligenceId: z.string(),
  target: z.enum(FINDING_TARGETS),
  entityId: z.string().nullable(),
  entityName: z.string().nullable(),
  documentId: z.string().nullable(),
  documentTypeName: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  severity: z.enum(FINDING_SEVERITIES),
  recommendation: z.string(),
  resolved: z.boolean(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  createdBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  updatedAt: z.string(),
});
export type Finding = z.infer<typeof FindingSchema>;

/**
 * `GET /v1/diligences/:id/findings?entityId=&documentId=&resolved=&target=&page=&pageSize=`: open ones
 * first, then severest first, then newest first. `entityId` gives every finding of the entity
 * (its documents' included); `documentId` the document's.
 */
export const FindingListQuerySchema = PageQuerySchema.pick({ page: true, pageSize: true }).extend({
  entityId: idSchema('Parte', 'Parte inválida.').optional(),
  documentId: idSchema('Documento', 'Documento inválido.').optional(),
  resolved: z.enum(['true', 'false'], { error: 'Filtro inválido.' }).optional(),
  target: z.enum(FINDING_TARGETS, { error: 'Filtro inválido.' }).optional(),
});
export type FindingListQuery = z.input<typeof FindingListQuerySchema>;
export const FindingListSchema = pageOf(FindingSchema);
export type FindingList = z.infer<typeof FindingListSchema>;

/** `/v1/diligences/:id/findings/:findingId`. */
export const FindingParamsSchema = z.object({
  id: idSchema(),
  findingId: idSchema('Apontamento', 'Apontamento inválido.'),
});

export const FINDING_NOT_FOUND_MESSAGE = 'Apontamento não encontrado.';
export const FINDING_DOCUMENT_NOT_FOUND_MESSAGE = 'Documento não encontrado nesta diligência.';
export const FINDING_ENTITY_NOT_FOUND_MESSAGE = 'Parte não encontrada nesta diligência.';
export const FINDING_DOCUMENT_ENTITY_MISMATCH_MESSAGE = 'O documento não é da parte informada.';
export const FINDING_AREA_NEEDS_ENTITY_MESSAGE =
  'Informe a parte do apontamento de cadastro, processos ou demonstrações financeiras.';
export const FINDING_AREA_WITH_DOCUMENT_MESSAGE =
  'Um apontamento de documento não tem área: deixe a área em branco.';
