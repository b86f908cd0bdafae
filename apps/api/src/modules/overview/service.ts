import { todayInBrazil } from '@lince/contracts/calendar';
import {
  DILIGENCE_STATUS_LABELS,
  FINDING_SEVERITIES,
  KANBAN_STATUSES,
  RISK_RATINGS,
  type DiligenceOverview,
  type DiligenceStatus,
  type RiskRating,
} from '@lince/contracts';
import type { Database } from '@lince/db';
import type { AuthContext } from '../../plugins/auth.ts';
import { findDiligence, slaDaysOfCompany } from '../diligences/repository.ts';
import { diligenceNotFound, isOverdue, riskOf, slaLimit } from '../diligences/service.ts';
import { listEntities } from '../entities/repository.ts';

type Deadline = DiligenceOverview['deadlines'][number];

const isKanbanStatus = (status: DiligenceStatus): status is (typeof KANBAN_STATUSES)[number] =>
  (KANBAN_STATUSES as readonly string[]).includes(status);

/**
 * A diligence at a glance (the Visão geral tab): its entities with their place in the structure,
 * risk and progress; findings and entities by severity and rating; its deadlines. Three indexed
 * queries: the diligence, the company's SLA settings, the entities.
 */
export async function diligenceOverview(
  db: Database,
  auth: AuthContext,
  diligenceId: string,
  now = new Date(),
): Promise<DiligenceOverview> {
  // Side by side: entities are read by company too, so another company's diligence shows nothing.
  const [row, sla, entityRows] = await Promise.all([
    findDiligence(db, auth.companyId, diligenceId),
    slaDaysOfCompany(db, auth.companyId),
    listEntities(db, auth.companyId, diligenceId),
  ]);
  if (!row) throw diligenceNotFound();

  const entities = entityRows.map(({ entity: e }) => ({
    _id: e.id,
    name: e.name,
    kind: e.kind,
    document: e.document,
    roleInDiligence: e.roleInDiligence,
    parentEntityId: e.parentEntityId ?? null,
    relation: e.relation ?? null,
    sharePercent: e.sharePercent === null ? null : Number(e.sharePercent),
    risk: riskOf(e),
    // Analysed (or waived) ÷ required documents: there are no documents yet, so 0 of 0 — the
    // honest figure until the documents arrive.
    progress: { done: 0, required: 0 },
  }));

  const byRisk = new Map<RiskRating | null, number>();
  for (const e of entities) {
    const rating = e.risk.rating ?? e.risk.computed;
    byRisk.set(rating, (byRisk.get(rating) ?? 0) + 1);
  }

  return {
    diligenceId,
    entities,
    // There is no findings table yet: every severity with 0, the shape ready for when there is.
    findingsBySeverity: FINDING_SEVERITIES.map((severity) => ({ severity, count: 0 })),
    entitiesByRisk: [...RISK_RATINGS, null].map((rating) => ({
      rating,
      count: byRisk.get(rating) ?? 0,
    })),
    deadlines: deadlinesOf(row.diligence, sla, now),
  };
}

/**
 * The diligence's due date and the SLA limit of its current kanban column (PRODUCT §3), as
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
