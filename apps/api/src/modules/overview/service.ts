import { todayInBrazil } from '@lince/contracts/calendar';
import {
  DILIGENCE_STATUS_LABELS,
  FINDING_SEVERITIES,
  KANBAN_STATUSES,
  RISK_AREAS,
  RISK_RATINGS,
  type DiligenceOverview,
  type RiskArea,
  type DiligenceStatus,
  type RiskRating,
} from '@lince/contracts';
import type { ServiceContext } from '../../core/context.ts';
import { slaDaysOfCompany } from '../../domain/company.ts';
import { isOverdue, slaLimit } from '../../domain/diligence/predicates.ts';
import type { DiligenceRecord } from '../../domain/diligence/record.ts';
import { toEntity, listEntities } from '../entities/index.ts';
import { trackProgress } from '../checklists/index.ts';
import { openFindingsBySeverity } from '../findings/index.ts';
import { riskByEntityArea } from '../../domain/risk/repository.ts';

type Deadline = DiligenceOverview['deadlines'][number];

/** What the overview shows of each entity, besides its progress. */
const OVERVIEW_ENTITY_FIELDS = [
  '_id',
  'name',
  'kind',
  'document',
  'roleInDiligence',
  'parentEntityId',
  'relation',
  'sharePercent',
  'risk',
] as const;

const pick = <T, K extends keyof T>(value: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, value[key]])) as Pick<T, K>;

const isKanbanStatus = (status: DiligenceStatus): status is (typeof KANBAN_STATUSES)[number] =>
  (KANBAN_STATUSES as readonly string[]).includes(status);

/**
 * A diligence at a glance (the Visão geral tab): its entities with their place in the structure,
 * risk (overall and per area: the heat map) and progress; the progress of each step of its track per entity; findings and entities by
 * severity and rating; its deadlines.
 */
export async function diligenceOverview(
  ctx: ServiceContext,
  { diligence }: DiligenceRecord,
  now = new Date(),
): Promise<DiligenceOverview> {
  const diligenceId = diligence.id;
  const [sla, entityRows, bySeverity, heatMap] = await Promise.all([
    slaDaysOfCompany(ctx.db, ctx.companyId),
    listEntities(ctx.db, ctx.companyId, diligenceId),
    openFindingsBySeverity(ctx.db, ctx.companyId, diligenceId),
    riskByEntityArea(ctx.db, diligenceId),
  ]);
  const cell = new Map(heatMap.map((c) => [`${c.entityId}|${c.area}`, c.rating]));

  const entities = entityRows.map(toEntity).map((e) => ({
    ...pick(e, OVERVIEW_ENTITY_FIELDS),
    // "Documentos analisados": analysed or waived ÷ required documents of its checklist.
    progress: e.progress,
    riskByArea: Object.fromEntries(
      RISK_AREAS.map((area) => [area, cell.get(`${e._id}|${area}`) ?? null]),
    ) as Record<RiskArea, RiskRating | null>,
  }));
  const track = await trackProgress(
    ctx,
    diligence,
    entities.map((e) => e._id),
  );

  const byRisk = new Map<RiskRating | null, number>();
  for (const e of entities) {
    const rating = e.risk.rating ?? e.risk.computed;
    byRisk.set(rating, (byRisk.get(rating) ?? 0) + 1);
  }

  return {
    diligenceId,
    entities,
    // The open findings (the resolved ones no longer weigh on the risk).
    findingsBySeverity: FINDING_SEVERITIES.map((severity) => ({
      severity,
      count: bySeverity.get(severity) ?? 0,
    })),
    entitiesByRisk: [...RISK_RATINGS, null].map((rating) => ({
      rating,
      count: byRisk.get(rating) ?? 0,
    })),
    track,
    deadlines: deadlinesOf(diligence, sla, now),
  };
}

/**
 * The diligence's due date and the SLA limit of its current kanban column, as
 * yyyy-mm-dd days in Brasília, nearest first. The SLA is late by the kanban's rule (`isPastSla`).
 */
function deadlinesOf(
  d: { status: DiligenceStatus; dueDate: string | null; statusChangedAt: Date },
  sla: Record<string, number | null | undefined>,
  now: Date,
): Deadline[] {
  const today = todayInBrazil(now);
  const deadlines: Deadline[] = [];
  if (d.dueDate)
    deadlines.push({
      kind: 'DILIGENCE_DUE',
      label: 'Prazo da diligência',
      date: d.dueDate,
      status: null,
      overdue: isOverdue(d.dueDate, d.status, today),
    });
  const limit = slaLimit(d.statusChangedAt, sla[d.status]);
  if (limit && isKanbanStatus(d.status))
    deadlines.push({
      kind: 'STATUS_SLA',
      label: `Prazo da etapa ${DILIGENCE_STATUS_LABELS[d.status]}`,
      date: todayInBrazil(limit),
      status: d.status,
      overdue: now.getTime() > limit.getTime(),
    });
  return deadlines.sort((a, b) => a.date.localeCompare(b.date));
}
