import { z } from 'zod';
import { idFilterSchema, idSchema, textSchema } from './fields.ts';
import { DILIGENCE_PURPOSES } from './diligences.ts';
import { ENTITY_ROLES } from './entities.ts';
import { PageQuerySchema, pageOf } from './pagination.ts';

/**
 * Tracks (trilhas): a company's versioned template of a kind of diligence — its steps, the
 * documents each step requires from each kind of party, and the checks to run.
 *
 * Identity and versions: every version of a track is one resource with its own `_id` (what
 * `/v1/tracks/:id` takes); `trackId` is the identity all versions of one track share, and
 * `version` its number (1, 2…). A diligence records `trackId` + `trackVersion`; the "Nova
 * diligência" dialog and the company's default track name a track by its `trackId` (the current
 * published version is used).
 */

export const TRACK_STATUSES = ['RASCUNHO', 'EM_REVISAO', 'PUBLICADA', 'ARQUIVADA'] as const;
export type TrackStatus = (typeof TRACK_STATUSES)[number];
export const TRACK_STATUS_LABELS: Record<TrackStatus, string> = {
  RASCUNHO: 'Rascunho',
  EM_REVISAO: 'Em revisão',
  PUBLICADA: 'Publicada',
  ARQUIVADA: 'Arquivada',
};

export const CHECK_KINDS = ['CADASTRO', 'PROCESSOS', 'FINANCEIRO'] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];
export const CHECK_KIND_LABELS: Record<CheckKind, string> = {
  CADASTRO: 'Análise cadastral',
  PROCESSOS: 'Processos judiciais',
  FINANCEIRO: 'Demonstrações financeiras',
};

export const TRACK_APPLIES_TO = ['PF', 'PJ', 'AMBOS'] as const;
export type TrackAppliesTo = (typeof TRACK_APPLIES_TO)[number];
export const TRACK_APPLIES_TO_LABELS: Record<TrackAppliesTo, string> = {
  PF: 'Pessoa física',
  PJ: 'Pessoa jurídica',
  AMBOS: 'PF e PJ',
};

export const TRACK_STEPS_MAX = 30;
export const TRACK_REQUIREMENTS_MAX = 60;

/** Messages the server answers (the web shows the same ones). */
export const TRACK_MESSAGES = {
  notFound: 'Trilha não encontrada.',
  noStep: 'Inclua ao menos uma etapa.',
  stepTitle: 'Informe o título da etapa.',
  duplicateRequirement: 'Este documento já está nesta etapa para o mesmo tipo de parte.',
  duplicateCheck: 'Esta verificação já está nesta etapa.',
  unknownDocumentType: 'Tipo de documento inexistente ou inativo.',
  notDraft: 'Somente um rascunho pode ser alterado. Crie uma nova versão.',
  notSubmittable: 'Somente um rascunho pode ser enviado para revisão.',
  notInReview:
    'Esta versão não está em revisão (talvez outra pessoa já a tenha aprovado ou devolvido).',
  notPublished: 'Somente uma versão publicada pode dar origem a uma nova versão.',
  draftExists: 'Já existe um rascunho ou uma versão em revisão desta trilha.',
  alreadyArchived: 'Esta trilha já está arquivada.',
  ownApproval:
    'Você é autor desta versão e não pode aprová-la: outra pessoa administradora deve revisá-la (regra "Exigir revisão por outra pessoa" nas configurações).',
  notUsable: 'Escolha uma trilha publicada da sua empresa.',
  returnComment: 'Informe o comentário para o autor (ao menos 3 caracteres).',
} as const;

const optionalRoles = z
  .array(z.enum(ENTITY_ROLES, { error: 'Papel inválido.' }))
  .max(ENTITY_ROLES.length, 'Papéis demais.')
  .optional()
  .transform((v) => (v?.length ? [...new Set(v)] : undefined));

export const TrackRequirementSchema = z.strictObject({
  documentTypeId: idSchema('Tipo de documento', 'Escolha o tipo de documento.'),
  appliesTo: z.enum(TRACK_APPLIES_TO, { error: 'Escolha a quem se aplica (PF, PJ ou ambos).' }),
  /** Only for entities of these roles in the diligence; absent or empty: every role. */
  roles: optionalRoles,
});
export type TrackRequirement = z.output<typeof TrackRequirementSchema>;

export const TrackCheckSchema = z.strictObject({
  kind: z.enum(CHECK_KINDS, { error: 'Verificação inválida.' }),
  appliesTo: z.enum(TRACK_APPLIES_TO, { error: 'Escolha a quem se aplica (PF, PJ ou ambos).' }),
});
export type TrackCheck = z.output<typeof TrackCheckSchema>;

/** Two requirements clash when they name the same type for overlapping kinds (AMBOS overlaps both). */
const overlaps = (a: TrackAppliesTo, b: TrackAppliesTo) =>
  a === b || a === 'AMBOS' || b === 'AMBOS';

export const TrackStepSchema = z
  .strictObject({
    /**
     * Stable identity of the step across versions (kept when renamed or moved; the diff and the
     * checklist rely on it). Omit for a new step: the server assigns one.
     */
    key: idSchema('Etapa').optional(),
    title: textSchema('Título da etapa', TRACK_MESSAGES.stepTitle)
      .trim()
      .min(1, TRACK_MESSAGES.stepTitle)
      .max(120, 'Título da etapa longo demais (máximo 120 caracteres).'),
    slaDays: z
      .number({ error: 'Prazo inválido.' })
      .int('O prazo é um número inteiro de dias.')
      .min(1, 'O prazo deve ser de ao menos 1 dia.')
      .max(365, 'O prazo deve ser de no máximo 365 dias.')
      .nullish()
      .transform((v) => v ?? null),
    requirements: z
      .array(TrackRequirementSchema)
      .max(TRACK_REQUIREMENTS_MAX, `No máximo ${TRACK_REQUIREMENTS_MAX} documentos por etapa.`)
      .default([]),
    checks: z.array(TrackCheckSchema).max(9, 'Verificações demais nesta etapa.').default([]),
  })
  .superRefine((step, ctx) => {
    step.requirements.forEach((r, i) => {
      const clash = step.requirements
        .slice(0, i)
        .some((o) => o.documentTypeId === r.documentTypeId && overlaps(o.appliesTo, r.appliesTo));
      if (clash)
        ctx.addIssue({
          code: 'custom',
          path: ['requirements', i, 'documentTypeId'],
          message: TRACK_MESSAGES.duplicateRequirement,
        });
    });
    step.checks.forEach((c, i) => {
      if (
        step.checks.slice(0, i).some((o) => o.kind === c.kind && overlaps(o.appliesTo, c.appliesTo))
      )
        ctx.addIssue({
          code: 'custom',
          path: ['checks', i, 'kind'],
          message: TRACK_MESSAGES.duplicateCheck,
        });
    });
  });
export type TrackStep = z.output<typeof TrackStepSchema>;
export type TrackStepInput = z.input<typeof TrackStepSchema>;

const trackNameSchema = textSchema('Nome', 'Informe o nome da trilha.')
  .trim()
  .min(3, 'Informe o nome da trilha (ao menos 3 caracteres).')
  .max(120, 'Nome longo demais (máximo 120 caracteres).');

/** `POST /v1/tracks/:id/duplicate`: the copy's name (default "Cópia de <nome>"). */
export const TrackDuplicateSchema = z.strictObject({ name: trackNameSchema.optional() });
export type TrackDuplicateInput = z.input<typeof TrackDuplicateSchema>;

/** `POST /v1/tracks` and `PUT /v1/tracks/:id` (a draft): the whole track. */
export const TrackInputSchema = z
  .strictObject({
    name: trackNameSchema,
    purpose: z.enum(DILIGENCE_PURPOSES, { error: 'Escolha a finalidade.' }),
    description: textSchema('Descrição', 'Descrição inválida.')
      .trim()
      .max(2000, 'Descrição longa demais (máximo 2000 caracteres).')
      .optional()
      .transform((v) => v ?? ''),
    steps: z
      .array(TrackStepSchema, { error: TRACK_MESSAGES.noStep })
      .min(1, TRACK_MESSAGES.noStep)
      .max(TRACK_STEPS_MAX, `No máximo ${TRACK_STEPS_MAX} etapas.`),
  })
  .superRefine((track, ctx) => {
    const keys = new Set<string>();
    track.steps.forEach((s, i) => {
      if (!s.key) return;
      if (keys.has(s.key))
        ctx.addIssue({ code: 'custom', path: ['steps', i, 'key'], message: 'Etapa repetida.' });
      keys.add(s.key);
    });
  });
export type TrackInput = z.input<typeof TrackInputSchema>;
export type TrackBody = z.output<typeof TrackInputSchema>;

/** `POST /v1/tracks/:id/return`. */
export const TrackReturnSchema = z.strictObject({
  comment: textSchema('Comentário', TRACK_MESSAGES.returnComment)
    .trim()
    .min(3, TRACK_MESSAGES.returnComment)
    .max(2000, 'Comentário longo demais (máximo 2000 caracteres).'),
});

const PersonRefSchema = z.object({ _id: z.string(), name: z.string() }).nullable();

/** A row of `/tracks` (and of `/review-track`, and of the diligence dialog's published tracks). */
export const TrackListItemSchema = z.object({
  /** This version's id (`/v1/tracks/:id`). */
  _id: z.string(),
  /** The track's identity, shared by all its versions (what a diligence and the settings name). */
  trackId: z.string(),
  name: z.string(),
  purpose: z.enum(DILIGENCE_PURPOSES),
  status: z.enum(TRACK_STATUSES),
  version: z.number().int(),
  stepsCount: z.number().int(),
  /** Who created this version. */
  author: PersonRefSchema,
  /** Who changed it last (edit, submission, review, archive) and when. */
  updatedBy: PersonRefSchema,
  updatedAt: z.string(),
  /** For a draft or a version under review: the published version it will replace, if any. */
  replacesVersion: z.number().int().nullable(),
  /** The comment of the last return to draft (shown to the author), null otherwise. */
  reviewComment: z.string().nullable(),
  /** When the company's default track is this one (its current published version). */
  isDefault: z.boolean(),
});
export type TrackListItem = z.infer<typeof TrackListItemSchema>;

export const TRACK_LIST_STATUSES = TRACK_STATUSES;
/**
 * `GET /v1/tracks?status=&search=&page=&pageSize=`: the company's tracks (ADMIN). One row per live
 * version: a track's published version and its open draft are two rows; versions replaced by a
 * newer publication are history (`GET /v1/tracks/:id` lists them).
 */
export const TrackListQuerySchema = PageQuerySchema.pick({
  page: true,
  pageSize: true,
  search: true,
}).extend({
  status: z.enum(TRACK_STATUSES, { error: 'Situação inválida.' }).optional(),
  trackId: idFilterSchema('Trilha'),
});
export type TrackListQuery = z.input<typeof TrackListQuerySchema>;
export const TrackPageSchema = pageOf(TrackListItemSchema);

/** `GET /v1/tracks/published`: what every user of the company may pick for a diligence. */
export const PublishedTracksSchema = z.object({ items: z.array(TrackListItemSchema) });

export const TrackRequirementViewSchema = z.object({
  documentTypeId: z.string(),
  documentTypeName: z.string(),
  /** False when the type was deactivated after this version was written. */
  documentTypeActive: z.boolean(),
  appliesTo: z.enum(TRACK_APPLIES_TO),
  roles: z.array(z.enum(ENTITY_ROLES)).nullable(),
});

export const TrackStepViewSchema = z.object({
  key: z.string(),
  /** The step's position in its track, counted from 1. */
  order: z.number().int(),
  title: z.string(),
  slaDays: z.number().int().nullable(),
  requirements: z.array(TrackRequirementViewSchema),
  checks: z.array(z.object({ kind: z.enum(CHECK_KINDS), appliesTo: z.enum(TRACK_APPLIES_TO) })),
});
export type TrackStepView = z.infer<typeof TrackStepViewSchema>;

/** `GET /v1/tracks/:id` and the answer of every write. */
export const TrackSchema = TrackListItemSchema.extend({
  description: z.string(),
  steps: z.array(TrackStepViewSchema),
  submittedBy: PersonRefSchema,
  submittedAt: z.string().nullable(),
  reviewedBy: PersonRefSchema,
  reviewedAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Replaced by a newer published version (history: read-only, still used by older diligences). */
  superseded: z.boolean(),
  /** Diligences that recorded this version. */
  diligencesCount: z.number().int(),
  /** Every version of the track, newest first. */
  versions: z.array(
    z.object({
      _id: z.string(),
      version: z.number().int(),
      status: z.enum(TRACK_STATUSES),
      superseded: z.boolean(),
      updatedAt: z.string(),
    }),
  ),
  /** What the caller may do now (the screen shows only these buttons). */
  can: z.object({
    edit: z.boolean(),
    submit: z.boolean(),
    approve: z.boolean(),
    return: z.boolean(),
    newVersion: z.boolean(),
    archive: z.boolean(),
  }),
});
export type Track = z.infer<typeof TrackSchema>;

export const TrackIdParamsSchema = z.object({ id: idSchema('Trilha') });

/**
 * Who may call the track routes (screens of the role table): writes and the review list are the
 * ADMIN's (`Tracks`, `ReviewTrack`); the published tracks are read by every user who creates
 * diligences (`Diligence`).
 */
export const TRACK_PERMISSIONS = {
  manage: { screen: 'Tracks' },
  review: { screen: 'ReviewTrack' },
  readPublished: { screen: 'Diligence' },
} as const;
