import { z } from 'zod';
import { idSchema } from './fields.ts';
import { LawsuitImportResultSchema } from './lawsuits.ts';
import { ReportExportResultSchema } from './reports.ts';
import { RestrictiveListImportResultSchema } from './restrictive-list-imports.ts';

/**
 * Background tasks a user started and follows (`GET /v1/jobs/:jobId`): a lawsuit import now,
 * the reports later. Scoped to the caller's company: another company's task is a 404.
 */

export const JOB_STATES = ['PROCESSANDO', 'CONCLUIDO', 'FALHOU'] as const;
export type JobState = (typeof JOB_STATES)[number];
export const JOB_STATE_LABELS: Record<JobState, string> = {
  PROCESSANDO: 'Processando',
  CONCLUIDO: 'Concluído',
  FALHOU: 'Falhou',
};

/** What a task does (its `result` has that kind's shape). */
export const JOB_KINDS = [
  'LAWSUIT_IMPORT',
  'REPORT_EXPORT',
  'RESTRICTIVE_LIST_IMPORT',
  'SCREENING',
] as const;
export type JobKind = (typeof JOB_KINDS)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const JOB_ID_INVALID_MESSAGE = 'Tarefa inválida.';

/** `/v1/jobs/:jobId`: a task id is a UUID (anything else is a 400). */
export const JobParamsSchema = z.object({
  jobId: idSchema('Tarefa', JOB_ID_INVALID_MESSAGE).regex(UUID, JOB_ID_INVALID_MESSAGE),
});

/** How far a task has gone: `processed` of `total` items (lines of an import). */
export const JobProgressSchema = z.object({
  processed: z.number().int(),
  total: z.number().int(),
});
export type JobProgress = z.infer<typeof JobProgressSchema>;

/**
 * The result of a finished task, by kind: a lawsuit import's counts and rejected lines, a report
 * export's report (its id, SHA-256 and verification code), a restrictive list's new version.
 */
export const JobResultSchema = z.union([
  LawsuitImportResultSchema,
  ReportExportResultSchema,
  RestrictiveListImportResultSchema,
]);
export type JobResult = z.infer<typeof JobResultSchema>;

/** The result of a lawsuit import (rather than a report export's). */
export const isLawsuitImportResult = (
  result: JobResult | undefined,
): result is z.infer<typeof LawsuitImportResultSchema> => !!result && 'imported' in result;

/**
 * A task's state. `progress` once the total is known; `result` when CONCLUIDO; `message` (in
 * Portuguese, for the user) when FALHOU — and, when CONCLUIDO, a note if there is one.
 */
export const JobStatusSchema = z.object({
  _id: z.string(),
  kind: z.enum(JOB_KINDS),
  state: z.enum(JOB_STATES),
  progress: JobProgressSchema.optional(),
  result: JobResultSchema.optional(),
  message: z.string().optional(),
  createdAt: z.string(),
  finishedAt: z.string().optional(),
});
export type JobStatus = z.infer<typeof JobStatusSchema>;

/** The 202 of a request that started a task. */
export const JobAcceptedSchema = z.object({ jobId: z.string() });
export type JobAccepted = z.infer<typeof JobAcceptedSchema>;

export const JOB_NOT_FOUND_MESSAGE = 'Tarefa não encontrada.';
