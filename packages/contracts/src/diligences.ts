import { z } from 'zod';
import { calendarDateSchema, idFilterSchema, idSchema, textSchema } from './fields.ts';
import { PageQuerySchema, SearchFilterSchema, pageOf, sortSchema } from './pagination.ts';

export const DILIGENCE_PURPOSES = [
  'M_A',
  'IMOBILIARIA',
  'CREDITO',
  'FORNECEDOR',
  'PARCEIRO',
  'OUTRO',
] as const;
export type DiligencePurpose = (typeof DILIGENCE_PURPOSES)[number];
export const DILIGENCE_PURPOSE_LABELS: Record<DiligencePurpose, string> = {
  M_A: 'M&A',
  IMOBILIARIA: 'Imobiliária',
  CREDITO: 'Crédito',
  FORNECEDOR: 'Fornecedor',
  PARCEIRO: 'Parceiro',
  OUTRO: 'Outro',
};

/** The kanban columns in order; CANCELADA is a filter, not a column. */
export const KANBAN_STATUSES = ['A_INICIAR', 'COLETA', 'ANALISE', 'REVISAO', 'CONCLUIDA'] as const;
export const DILIGENCE_STATUSES = [...KANBAN_STATUSES, 'CANCELADA'] as const;
export type DiligenceStatus = (typeof DILIGENCE_STATUSES)[number];
export const DILIGENCE_STATUS_LABELS: Record<DiligenceStatus, string> = {
  A_INICIAR: 'A iniciar',
  COLETA: 'Coleta de documentos',
  ANALISE: 'Em análise',
  REVISAO: 'Em revisão',
  CONCLUIDA: 'Concluída',
  CANCELADA: 'Cancelada',
};
/** Statuses a diligence leaves only by an ADMIN, with a reason. */
export const CLOSED_STATUSES: readonly DiligenceStatus[] = ['CONCLUIDA', 'CANCELADA'];

export const PRIORITIES = ['BAIXA', 'MEDIA', 'ALTA', 'URGENTE'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const PRIORITY_LABELS: Record<Priority, string> = {
  BAIXA: 'Baixa',
  MEDIA: 'Média',
  ALTA: 'Alta',
  URGENTE: 'Urgente',
};

export const RISK_RATINGS = ['BAIXO', 'MEDIO', 'ALTO', 'CRITICO'] as const;
export type RiskRating = (typeof RISK_RATINGS)[number];
export const RISK_LABELS: Record<RiskRating, string> = {
  BAIXO: 'Baixo',
  MEDIO: 'Médio',
  ALTO: 'Alto',
  CRITICO: 'Crítico',
};

/** `DD-2026-0001`. */
export const formatDiligenceCode = (year: number, seq: number) =>
  `DD-${year}-${String(seq).padStart(4, '0')}`;

export const CANCEL_REASON_REQUIRED_MESSAGE = 'Informe o motivo do cancelamento.';
export const REOPEN_ADMIN_ONLY_MESSAGE =
  'Somente um administrador pode tirar uma diligência de Concluída ou Cancelada.';
export const REOPEN_REASON_REQUIRED_MESSAGE =
  'Informe o motivo para tirar a diligência de Concluída ou Cancelada.';
export const RISK_JUSTIFICATION_REQUIRED_MESSAGE =
  'Informe a justificativa: a classificação escolhida difere da calculada.';
export const OWNER_INVALID_MESSAGE = 'O responsável deve ser um usuário ativo da sua empresa.';
export const MEMBER_INVALID_MESSAGE = 'A equipe deve ter apenas usuários ativos da sua empresa.';

/** yyyy-mm-dd, a real calendar date between 01/01/1900 and 31/12/2199. */
export const IsoDateSchema = calendarDateSchema();

const title = textSchema('Título', 'Informe o título.')
  .trim()
  .min(3, 'Informe o título (ao menos 3 caracteres).')
  .max(200, 'Título longo demais (máximo 200 caracteres).');
const description = textSchema('Descrição', 'Descrição inválida.')
  .trim()
  .max(5000, 'Descrição longa demais (máximo 5000 caracteres).');
const id = idSchema();

export const DiligenceBaseInputSchema = z.strictObject({
  title,
  purpose: z.enum(DILIGENCE_PURPOSES, { error: 'Finalidade inválida.' }),
  description: description.optional(),
  ownerId: id,
  memberIds: z.array(id).max(50, 'No máximo 50 pessoas na equipe.').default([]),
  dueDate: IsoDateSchema.nullish().transform((v) => v ?? null),
  priority: z.enum(PRIORITIES, { error: 'Prioridade inválida.' }).default('MEDIA'),
  /**
   * The track (its `trackId`; the current published version is used) that generates the
   * checklists. Absent: the company's default track, if it has one; null: no track.
   */
  trackId: idSchema('Trilha', 'Trilha inválida.').nullish(),
});

export const DiligenceUpdateSchema = z.strictObject({
  title: title.optional(),
  purpose: z.enum(DILIGENCE_PURPOSES, { error: 'Finalidade inválida.' }).optional(),
  description: description.optional(),
  ownerId: id.optional(),
  memberIds: z.array(id).max(50, 'No máximo 50 pessoas na equipe.').optional(),
  dueDate: IsoDateSchema.nullable().optional(),
  priority: z.enum(PRIORITIES, { error: 'Prioridade inválida.' }).optional(),
  conclusion: textSchema('Conclusão', 'Conclusão inválida.')
    .trim()
    .max(20000, 'Conclusão longa demais.')
    .nullable()
    .optional(),
});
export type DiligenceUpdate = z.input<typeof DiligenceUpdateSchema>;

const REASON_TOO_LONG_MESSAGE = 'Motivo longo demais (máximo 1000 caracteres).';

/** A required reason kept in the history (cancelling, reopening): 3 to 1000 characters. */
const requiredReason = (message: string) =>
  textSchema('Motivo', message).trim().min(3, message).max(1000, REASON_TOO_LONG_MESSAGE);

export const CancelDiligenceSchema = z.strictObject({
  reason: requiredReason(CANCEL_REASON_REQUIRED_MESSAGE),
});

/** The reason an ADMIN gives to take a diligence out of Concluída or Cancelada (the web's dialog). */
export const ReopenReasonSchema = z.strictObject({
  reason: requiredReason(REOPEN_REASON_REQUIRED_MESSAGE),
});

export const DiligenceStatusChangeSchema = z.strictObject({
  status: z.enum(DILIGENCE_STATUSES, { error: 'Situação inválida.' }),
  reason: textSchema('Motivo').trim().max(1000, REASON_TOO_LONG_MESSAGE).optional(),
});

export const RiskOverrideSchema = z.strictObject({
  rating: z.enum(RISK_RATINGS, { error: 'Classificação de risco inválida.' }),
  justification: textSchema('Justificativa', 'Justificativa inválida.')
    .trim()
    .max(5000, 'Justificativa longa demais.')
    .optional(),
});

export const RiskSchema = z.object({
  computed: z.enum(RISK_RATINGS).nullable(),
  rating: z.enum(RISK_RATINGS).nullable(),
  justification: z.string().nullable(),
});

export const UserRefSchema = z.object({
  _id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
});
export type UserRef = z.infer<typeof UserRefSchema>;

export const DiligenceListItemSchema = z.object({
  _id: z.string(),
  code: z.string(),
  title: z.string(),
  purpose: z.enum(DILIGENCE_PURPOSES),
  status: z.enum(DILIGENCE_STATUSES),
  priority: z.enum(PRIORITIES),
  risk: RiskSchema,
  owner: UserRefSchema,
  dueDate: z.string().nullable(),
  overdue: z.boolean(),
  progress: z.object({ done: z.number().int(), required: z.number().int() }),
  statusChangedAt: z.string(),
  createdAt: z.string(),
});
export type DiligenceListItem = z.infer<typeof DiligenceListItemSchema>;

export const DiligenceSchema = DiligenceListItemSchema.extend({
  description: z.string(),
  trackId: z.string().nullable(),
  trackVersion: z.number().int().nullable(),
  /** The version of the track the diligence follows (`_id` is the version's, for `/tracks/:id`). */
  track: z
    .object({ _id: z.string(), trackId: z.string(), name: z.string(), version: z.number().int() })
    .nullable(),
  team: z.array(UserRefSchema),
  entitiesCount: z.number().int(),
  conclusion: z.string().nullable(),
  createdBy: z.string().nullable(),
  updatedAt: z.string(),
  concludedAt: z.string().nullable(),
  canceledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
});
export type Diligence = z.infer<typeof DiligenceSchema>;

const csv = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) =>
      v === undefined
        ? undefined
        : (Array.isArray(v) ? v : [v]).flatMap((s) => String(s).split(',')).filter(Boolean),
    z.array(item).optional(),
  );

/** Filters shared by the list and the kanban (kept in the web's URL). */
export const DiligenceFilterSchema = z.object({
  search: SearchFilterSchema.optional(),
  status: csv(z.enum(DILIGENCE_STATUSES, { error: 'Situação inválida.' })),
  purpose: csv(z.enum(DILIGENCE_PURPOSES, { error: 'Finalidade inválida.' })),
  risk: csv(z.enum(RISK_RATINGS, { error: 'Risco inválido.' })),
  priority: csv(z.enum(PRIORITIES, { error: 'Prioridade inválida.' })),
  ownerId: idFilterSchema('Responsável'),
  memberId: idFilterSchema('Pessoa da equipe'),
  dueFrom: IsoDateSchema.optional(),
  dueTo: IsoDateSchema.optional(),
  /** Canceled diligences are listed only when asked (or when `status` names CANCELADA). */
  includeCanceled: z
    .enum(['true', 'false', '1', '0'], { error: 'Use true ou false.' })
    .transform((v) => v === 'true' || v === '1')
    .optional(),
});
export type DiligenceFilter = z.output<typeof DiligenceFilterSchema>;

export const DILIGENCE_SORT_FIELDS = [
  'code',
  'title',
  'dueDate',
  'status',
  'priority',
  'createdAt',
] as const;
export const DiligenceListQuerySchema = PageQuerySchema.extend(DiligenceFilterSchema.shape).extend({
  sort: sortSchema(DILIGENCE_SORT_FIELDS, 'createdAt'),
});
export type DiligenceListQuery = z.input<typeof DiligenceListQuerySchema>;
export const DiligencePageSchema = pageOf(DiligenceListItemSchema);

/**
 * Cards per column the board asks for first, and how many more "Mostrar mais" adds: a column
 * shows about six cards on a 1080p screen, so 50 leave ample scrolling (decision 013).
 */
export const KANBAN_CARDS_DEFAULT = 50;
export const KanbanQuerySchema = DiligenceFilterSchema.extend({
  limit: z.coerce
    .number({ error: 'Limite inválido.' })
    .int('Limite inválido.')
    .min(1, 'Limite inválido.')
    .max(500, 'No máximo 500 cartões por coluna.')
    .default(KANBAN_CARDS_DEFAULT),
});
export const KanbanCardSchema = DiligenceListItemSchema.extend({
  overdueSla: z.boolean(),
  /** A party has an open restrictive-list hit (to decide or confirmed, still found, in force). */
  screeningAlert: z.boolean(),
});
export type KanbanCard = z.infer<typeof KanbanCardSchema>;
export const KanbanSchema = z.object({
  columns: z.array(
    z.object({
      status: z.enum(KANBAN_STATUSES),
      count: z.number().int(),
      cards: z.array(KanbanCardSchema),
    }),
  ),
});
export type Kanban = z.infer<typeof KanbanSchema>;

export const DiligenceIdParamsSchema = z.object({ id: idSchema() });
