import { z } from 'zod';
import { ActivitySchema } from './activities.ts';
import {
  DILIGENCE_STATUSES,
  DiligenceListItemSchema,
  KANBAN_STATUSES,
  RISK_RATINGS,
  RiskSchema,
  UserRefSchema,
} from './diligences.ts';
import { ENTITY_KINDS, ENTITY_ROLES } from './entities.ts';
import { OverviewTrackSchema } from './checklists.ts';
import type { RiskArea } from './risk-areas.ts';
import { PageQuerySchema, SearchFilterSchema, pageOf } from './pagination.ts';

/**
 * The analyst's workspace around the diligences: people to pick as owner or team, the home page,
 * a diligence's overview and its timeline.
 */

/** `GET /v1/team-members?search=&limit=`: active users of the caller's own company. */
export const TeamMembersQuerySchema = z.object({
  search: SearchFilterSchema.optional(),
  limit: z.coerce
    .number({ error: 'Limite inválido.' })
    .int('Limite inválido.')
    .min(1, 'Limite inválido.')
    .max(100, 'No máximo 100 pessoas.')
    .default(20),
});
export const TeamMembersSchema = z.object({ items: z.array(UserRefSchema) });
export type TeamMembers = z.infer<typeof TeamMembersSchema>;

/** Days ahead that count as "due soon" on the home page. */
export const DUE_SOON_DAYS = 7;
/** How many items each list of the home page shows. */
export const HOME_LIST_LIMIT = 10;

/**
 * An activity of the home page with what it acted on, named as it is now: a diligence
 * ("DD-2026-0001 — Título") or an entity (its name; `entityId` null once it was removed, the name
 * then being the one it had). `null` when the target is unknown.
 */
export const HomeActivitySchema = ActivitySchema.extend({
  target: z
    .object({
      label: z.string(),
      diligenceId: z.string(),
      entityId: z.string().nullable(),
    })
    .nullable(),
});
export type HomeActivity = z.infer<typeof HomeActivitySchema>;

/** Days ahead the home's "Documentos vencendo" watches. */
export const EXPIRY_WATCH_DAYS = 30;

/**
 * A document of the user's open diligences that expires within `EXPIRY_WATCH_DAYS`, or before its
 * diligence's due date, or already expired (`expired`: before today — listed first).
 */
export const ExpiringDocumentSchema = z.object({
  documentId: z.string(),
  diligenceId: z.string(),
  diligenceCode: z.string(),
  entityId: z.string(),
  entityName: z.string(),
  documentTypeName: z.string(),
  /** aaaa-mm-dd */
  validUntil: z.string(),
  expired: z.boolean(),
  /** It expires before its diligence's due date. */
  beforeDueDate: z.boolean(),
});
export type ExpiringDocument = z.infer<typeof ExpiringDocumentSchema>;

/** `GET /v1/home`: the signed-in user's own work (owner or team member) and the team's activity. */
export const HomeSchema = z.object({
  /** Count of the user's diligences in each status (every status present, zero included). */
  myByStatus: z.array(z.object({ status: z.enum(DILIGENCE_STATUSES), count: z.number().int() })),
  /** The user's open diligences due from today to `DUE_SOON_DAYS` ahead, overdue ones first. */
  dueSoon: z.array(DiligenceListItemSchema),
  /** Open diligences of the user already past their due date (count). */
  overdueCount: z.number().int(),
  /** The company's latest activity on diligences and entities (newest first). */
  recentActivity: z.array(HomeActivitySchema),
  /** "Documentos vencendo": the first `HOME_LIST_LIMIT` by valid-until date, and how many in all. */
  expiringDocuments: z.object({ items: z.array(ExpiringDocumentSchema), total: z.number().int() }),
});
export type Home = z.infer<typeof HomeSchema>;

export const FINDING_SEVERITIES = ['BAIXA', 'MEDIA', 'ALTA', 'CRITICA'] as const;
export type FindingSeverity = (typeof FINDING_SEVERITIES)[number];
export const FINDING_SEVERITY_LABELS: Record<FindingSeverity, string> = {
  BAIXA: 'Baixa',
  MEDIA: 'Média',
  ALTA: 'Alta',
  CRITICA: 'Crítica',
};

export const DEADLINE_KINDS = ['DILIGENCE_DUE', 'STATUS_SLA'] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];

/** `GET /v1/diligences/:id/overview`. */
export const DiligenceOverviewSchema = z.object({
  diligenceId: z.string(),
  /** Progress per entity: analysed (or waived) ÷ required documents of its checklist. */
  entities: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      kind: z.enum(ENTITY_KINDS),
      document: z.string(),
      roleInDiligence: z.enum(ENTITY_ROLES),
      parentEntityId: z.string().nullable(),
      relation: z.string().nullable(),
      sharePercent: z.number().nullable(),
      risk: RiskSchema,
      progress: z.object({ done: z.number().int(), required: z.number().int() }),
      /**
       * The risk heat map's row (decision 034): the worst rating of each area's risk sources
       * (open findings of that area, PROVAVEL passive lawsuits for PROCESSOS); null when none.
       */
      riskByArea: z.object({
        DOCUMENTOS: z.enum(RISK_RATINGS).nullable(),
        CADASTRO: z.enum(RISK_RATINGS).nullable(),
        PROCESSOS: z.enum(RISK_RATINGS).nullable(),
        FINANCEIRO: z.enum(RISK_RATINGS).nullable(),
      } satisfies Record<RiskArea, unknown>),
    }),
  ),
  /** Open findings by severity, every severity present (zero included). */
  findingsBySeverity: z.array(
    z.object({ severity: z.enum(FINDING_SEVERITIES), count: z.number().int() }),
  ),
  /** Entities by rating (the chosen one, else the computed one); unrated ones under `null`. */
  entitiesByRisk: z.array(
    z.object({ rating: z.enum(RISK_RATINGS).nullable(), count: z.number().int() }),
  ),
  /** The diligence's track and the progress of each of its steps per entity (documents and checks). */
  track: OverviewTrackSchema,
  /** Dates that matter: the due date and the SLA limit of the current column (entered at + its SLA days). */
  deadlines: z.array(
    z.object({
      kind: z.enum(DEADLINE_KINDS),
      label: z.string(),
      /** aaaa-mm-dd: the due date, or the day (in Brasília) the SLA of the column runs out. */
      date: z.string(),
      status: z.enum(KANBAN_STATUSES).nullable(),
      overdue: z.boolean(),
    }),
  ),
});
export type DiligenceOverview = z.infer<typeof DiligenceOverviewSchema>;

/** `GET /v1/diligences/:id/timeline?page=&pageSize=`: the diligence's and its entities' audit trail. */
export const TimelineQuerySchema = PageQuerySchema.pick({ page: true, pageSize: true });
export const TimelinePageSchema = pageOf(ActivitySchema);
