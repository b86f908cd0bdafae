import { z } from 'zod';
import { idSchema } from './fields.ts';
import { CHECK_KINDS } from './tracks.ts';

/**
 * What a track generates for each entity of a diligence: its document checklist (one document per
 * required type of every step that applies to the entity's kind and role) and its check items
 * (registration analysis, lawsuits, financial statements). The checklist's rows are the
 * documents of `documents.ts` (files, dates, result); the registration and lawsuit issues fill the checks.
 */

export const DOCUMENT_STATUSES = [
  'PENDENTE',
  'RECEBIDO',
  'EM_ANALISE',
  'APROVADO',
  'APROVADO_COM_RESSALVAS',
  'REPROVADO',
  'DISPENSADO',
] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  PENDENTE: 'Pendente',
  RECEBIDO: 'Recebido',
  EM_ANALISE: 'Em análise',
  APROVADO: 'Aprovado',
  APROVADO_COM_RESSALVAS: 'Aprovado com ressalvas',
  REPROVADO: 'Reprovado',
  DISPENSADO: 'Dispensado',
};
/** Statuses that count as done in "Documentos analisados": analysed, or waived. */
export const DOCUMENT_DONE_STATUSES: readonly DocumentStatus[] = [
  'APROVADO',
  'APROVADO_COM_RESSALVAS',
  'REPROVADO',
  'DISPENSADO',
];

export const CHECK_STATUSES = ['PENDENTE', 'EM_ANDAMENTO', 'CONCLUIDA', 'DISPENSADA'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];
export const CHECK_STATUS_LABELS: Record<CheckStatus, string> = {
  PENDENTE: 'Pendente',
  EM_ANDAMENTO: 'Em andamento',
  CONCLUIDA: 'Concluída',
  DISPENSADA: 'Dispensada',
};
export const CHECK_DONE_STATUSES: readonly CheckStatus[] = ['CONCLUIDA', 'DISPENSADA'];

/** Where a document of the checklist comes from: the diligence's track, or added by hand. */
export const DOCUMENT_SOURCES = ['TRACK', 'MANUAL'] as const;
export type DocumentSource = (typeof DOCUMENT_SOURCES)[number];

/** One check of an entity (`GET /v1/diligences/:id/entities/:entityId/checks`). */
export const CheckItemSchema = z.object({
  _id: z.string(),
  entityId: z.string(),
  kind: z.enum(CHECK_KINDS),
  status: z.enum(CHECK_STATUSES),
  required: z.boolean(),
  stepKey: z.string().nullable(),
  stepTitle: z.string().nullable(),
  stepOrder: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CheckItem = z.infer<typeof CheckItemSchema>;
export const CheckListSchema = z.object({ items: z.array(CheckItemSchema) });

/** `PUT /v1/diligences/:id/entities/:entityId/checks/:kind`: the analyst sets where a check stands. */
export const CheckParamsSchema = z.object({
  id: idSchema(),
  entityId: idSchema('Parte'),
  kind: z.enum(CHECK_KINDS, { error: 'Verificação inválida.' }),
});
export const CheckStatusInputSchema = z.strictObject({
  status: z.enum(CHECK_STATUSES, { error: 'Situação da verificação inválida.' }),
});
export type CheckStatusInput = z.infer<typeof CheckStatusInputSchema>;
export const CHECK_NOT_IN_TRACK_MESSAGE = 'A trilha desta parte não pede essa verificação.';

/**
 * `PUT /v1/diligences/:id/track`: choose the diligence's track (one created without a track), move
 * it to another track, or to the newest published version of its own (same `trackId`). The
 * checklists follow: what is missing is added; an untouched pending item that no longer applies is
 * removed; an item with a file, an analysis or a waiver is kept.
 */
export const DiligenceTrackChangeSchema = z.strictObject({
  trackId: idSchema('Trilha', 'Escolha a trilha.'),
});

/** Done ÷ required of one step for one entity (documents and checks together). */
export const StepProgressSchema = z.object({
  key: z.string(),
  /** The step's position in its track, counted from 1. */
  order: z.number().int(),
  title: z.string(),
  entities: z.array(
    z.object({
      entityId: z.string(),
      done: z.number().int(),
      required: z.number().int(),
    }),
  ),
  done: z.number().int(),
  required: z.number().int(),
});
export type StepProgress = z.infer<typeof StepProgressSchema>;

/** The track part of the overview: the diligence's track and its steps × entities. */
export const OverviewTrackSchema = z.object({
  track: z
    .object({ _id: z.string(), trackId: z.string(), name: z.string(), version: z.number().int() })
    .nullable(),
  steps: z.array(StepProgressSchema),
});
export type OverviewTrack = z.infer<typeof OverviewTrackSchema>;
