import { z } from 'zod';
import type { DiligencePurpose } from '@lince/contracts/diligences';
import type { EntityRole } from '@lince/contracts/entities';
import {
  TrackInputSchema,
  type CheckKind,
  type Track,
  type TrackAppliesTo,
  type TrackBody,
  type TrackInput,
} from '@lince/contracts/tracks';

/**
 * The track stepper's form: what react-hook-form holds (the SLA as text, the purpose possibly
 * empty), its schema (the contract's, so the messages are the server's), the first values of a
 * new track or of a saved one, and the API body it becomes.
 */
export interface RequirementValues {
  documentTypeId: string;
  appliesTo: TrackAppliesTo;
  roles: EntityRole[];
}
export interface CheckValues {
  kind: CheckKind;
  appliesTo: TrackAppliesTo;
}
export interface StepValues {
  /** The server's stable key of a saved step (kept when renamed or moved); absent for a new one. */
  key?: string | undefined;
  title: string;
  slaDays: string;
  requirements: RequirementValues[];
  checks: CheckValues[];
}
export interface TrackFormValues {
  name: string;
  purpose: DiligencePurpose | '';
  description: string;
  steps: StepValues[];
}

/** The SLA text as the contract's number: empty is none; anything else the schema judges. */
const slaOf = (text: string) => {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed.replace(',', '.'));
};

/** Form values → the body the API takes (unchecked: the contract's schema judges it). */
export function bodyOf(values: TrackFormValues): TrackInput {
  return {
    name: values.name,
    purpose: values.purpose as DiligencePurpose,
    description: values.description,
    steps: values.steps.map((step) => ({
      ...(step.key ? { key: step.key } : {}),
      title: step.title,
      slaDays: slaOf(step.slaDays),
      requirements: step.requirements.map((r) => ({
        documentTypeId: r.documentTypeId,
        appliesTo: r.appliesTo,
        ...(r.roles.length ? { roles: r.roles } : {}),
      })),
      checks: step.checks.map((c) => ({ kind: c.kind, appliesTo: c.appliesTo })),
    })),
  };
}

/**
 * Form values checked by the contract's own schema (`TrackInputSchema`): every message lands on
 * the field it names (`steps.2.requirements.0.documentTypeId`), in the server's Portuguese.
 */
export const TrackFormSchema = z.custom<TrackFormValues>().transform((values, ctx) => {
  const parsed = TrackInputSchema.safeParse(bodyOf(values));
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});
export type TrackFormOutput = TrackBody;

export const emptyStep = (title = ''): StepValues => ({
  title,
  slaDays: '',
  requirements: [],
  checks: [],
});

export const NEW_TRACK_VALUES: TrackFormValues = {
  name: '',
  purpose: '',
  description: '',
  steps: [],
};

/** A saved version as form values. */
export function valuesOf(track: Track): TrackFormValues {
  return {
    name: track.name,
    purpose: track.purpose,
    description: track.description,
    steps: track.steps.map((step) => ({
      key: step.key,
      title: step.title,
      slaDays: step.slaDays === null ? '' : String(step.slaDays),
      requirements: step.requirements.map((r) => ({
        documentTypeId: r.documentTypeId,
        appliesTo: r.appliesTo,
        roles: r.roles ?? [],
      })),
      checks: step.checks.map((c) => ({ kind: c.kind, appliesTo: c.appliesTo })),
    })),
  };
}
