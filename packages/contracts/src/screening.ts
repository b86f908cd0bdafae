import { z } from 'zod';
import { idSchema, textSchema } from './fields.ts';
import {
  RESTRICTIVE_LISTS,
  SCREENING_HIT_STATUSES,
  SCREENING_MATCH_KINDS,
  ScreeningRecordSchema,
} from './restrictive-lists.ts';

/**
 * The screening of a diligence's parties against the restrictive lists in force (issue 32,
 * decision 056): `GET|POST /v1/diligences/:id/entities/:entityId/screening` and
 * `PUT /v1/diligences/:id/screening-hits/:hitId`.
 */

/** Similarity (0–1) a name must reach to match an OFAC name alone, unless the company sets another. */
export const SCREENING_NAME_THRESHOLD_DEFAULT = 0.8;
export const SCREENING_NAME_THRESHOLD_MIN = 0.5;

export const SCREENING_JUSTIFICATION_REQUIRED_MESSAGE =
  'Informe a justificativa para descartar a ocorrência.';
export const SCREENING_HIT_NOT_FOUND_MESSAGE = 'Ocorrência não encontrada.';
export const SCREENING_NOTHING_FOUND_LABEL = 'Nada consta';

export const ScreeningListVersionSchema = z.object({
  list: z.enum(RESTRICTIVE_LISTS),
  version: z.number().int(),
});
export type ScreeningListVersion = z.infer<typeof ScreeningListVersionSchema>;

export const ScreeningHitSchema = z.object({
  _id: z.string(),
  list: z.enum(RESTRICTIVE_LISTS),
  /** The list's version the record was last found in. */
  version: z.number().int(),
  matchKind: z.enum(SCREENING_MATCH_KINDS),
  /** Name similarity 0–1 (NOME); 1 for a match by document. */
  score: z.number(),
  record: ScreeningRecordSchema,
  status: z.enum(SCREENING_HIT_STATUSES),
  /** The sanction's end date has passed (Brasília): "encerrada", not an open hit. */
  ended: z.boolean(),
  /** False once the newest screening no longer finds the record (kept with its decision). */
  current: z.boolean(),
  justification: z.string().nullable(),
  decidedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  decidedAt: z.string().nullable(),
  /** The finding a confirmation proposed. */
  findingId: z.string().nullable(),
});
export type ScreeningHit = z.infer<typeof ScreeningHitSchema>;

/** A party's screening: when, against which versions, and what was found. */
export const EntityScreeningSchema = z.object({
  /** Null while the party was never screened (no list in force when it was added). */
  screenedAt: z.string().nullable(),
  lists: z.array(ScreeningListVersionSchema),
  hits: z.array(ScreeningHitSchema),
});
export type EntityScreening = z.infer<typeof EntityScreeningSchema>;

export const ScreeningHitParamsSchema = z.object({
  id: idSchema(),
  hitId: idSchema('Ocorrência'),
});

export const ScreeningDecisionSchema = z
  .strictObject({
    status: z.enum(['CONFIRMADA', 'DESCARTADA'], {
      error: 'Escolha confirmar ou descartar a ocorrência.',
    }),
    justification: textSchema('Justificativa')
      .trim()
      .max(2000, 'A justificativa deve ter no máximo 2000 caracteres.')
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'DESCARTADA' && !value.justification)
      ctx.addIssue({
        code: 'custom',
        path: ['justification'],
        message: SCREENING_JUSTIFICATION_REQUIRED_MESSAGE,
      });
  });
export type ScreeningDecision = z.input<typeof ScreeningDecisionSchema>;

/** Whether a hit is open: to decide or confirmed, still found, its sanction in force. */
export const isOpenHit = (hit: Pick<ScreeningHit, 'status' | 'current' | 'ended'>) =>
  hit.status !== 'DESCARTADA' && hit.current && !hit.ended;
