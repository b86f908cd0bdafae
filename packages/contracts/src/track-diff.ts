import { z } from 'zod';
import {
  CHECK_KINDS,
  TRACK_APPLIES_TO,
  TrackListItemSchema,
  TrackRequirementViewSchema,
} from './tracks.ts';

/** One side of a step change in the diff (`order` counts from 1). */
const DiffStepRefSchema = z.object({ key: z.string(), title: z.string(), order: z.number().int() });
const DiffRequirementSchema = TrackRequirementViewSchema.pick({
  documentTypeId: true,
  documentTypeName: true,
  appliesTo: true,
  roles: true,
});

const DiffCheckSchema = z.object({
  kind: z.enum(CHECK_KINDS),
  appliesTo: z.enum(TRACK_APPLIES_TO),
});

/**
 * `GET /v1/tracks/:id/diff`: the version against the published one it replaces (computed by the
 * server). `base` null: a first version (everything is "added"). Steps match by `key`, then by
 * title; `moved` when its position changed, `renamed` when its title did.
 */
export const TrackDiffSchema = z.object({
  base: z.object({ _id: z.string(), version: z.number().int() }).nullable(),
  changed: z.boolean(),
  fields: z.array(
    z.object({
      field: z.enum(['name', 'purpose', 'description']),
      before: z.string(),
      after: z.string(),
    }),
  ),
  steps: z.array(
    z.object({
      change: z.enum(['ADDED', 'REMOVED', 'KEPT']),
      before: DiffStepRefSchema.nullable(),
      after: DiffStepRefSchema.nullable(),
      moved: z.boolean(),
      renamed: z.boolean(),
      slaDays: z.object({
        before: z.number().int().nullable(),
        after: z.number().int().nullable(),
      }),
      requirementsAdded: z.array(DiffRequirementSchema),
      requirementsRemoved: z.array(DiffRequirementSchema),
      checksAdded: z.array(DiffCheckSchema),
      checksRemoved: z.array(DiffCheckSchema),
    }),
  ),
});
export type TrackDiff = z.infer<typeof TrackDiffSchema>;

/** `GET /v1/tracks/review`: versions under review, each with its diff (the `/review-track` screen). */
export const TrackReviewListSchema = z.object({
  items: z.array(TrackListItemSchema.extend({ diff: TrackDiffSchema, canApprove: z.boolean() })),
});
export type TrackReviewList = z.infer<typeof TrackReviewListSchema>;
