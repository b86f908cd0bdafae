import { todayInBrazil } from '@lince/contracts/calendar';
import type { Diligence, DiligenceListItem } from '@lince/contracts';
import type { DiligenceListRow } from './record.ts';
import { isOverdue, riskOf } from './predicates.ts';
import type { DiligenceRecord } from './record.ts';

/** A list row or kanban card as the API answers it. */
export function toListItem(
  { diligence: d, ownerName, ownerAvatar, progressDone, progressRequired }: DiligenceListRow,
  today = todayInBrazil(),
): DiligenceListItem {
  return {
    _id: d.id,
    code: d.code,
    title: d.title,
    purpose: d.purpose,
    status: d.status,
    priority: d.priority,
    risk: riskOf(d),
    owner: { _id: d.ownerId, name: ownerName, avatar: ownerAvatar ?? null },
    dueDate: d.dueDate ?? null,
    overdue: isOverdue(d.dueDate, d.status, today),
    // "Documentos analisados": analysed or waived ÷ required documents of the checklists.
    progress: { done: progressDone ?? 0, required: progressRequired ?? 0 },
    statusChangedAt: d.statusChangedAt.toISOString(),
    createdAt: d.createdAt.toISOString(),
  };
}

/** One diligence as the API answers it (header, team, number of entities). */
export function toDiligence(record: DiligenceRecord): Diligence {
  const d = record.diligence;
  return {
    ...toListItem(record),
    description: d.description,
    trackId: d.trackId ?? null,
    trackVersion: d.trackVersion ?? null,
    track: record.track ?? null,
    team: record.team.map((u) => ({ ...u, avatar: u.avatar ?? null })),
    entitiesCount: record.entitiesCount,
    conclusion: d.conclusion ?? null,
    createdBy: d.createdBy ?? null,
    updatedAt: d.updatedAt.toISOString(),
    concludedAt: d.concludedAt?.toISOString() ?? null,
    canceledAt: d.canceledAt?.toISOString() ?? null,
    cancelReason: d.cancelReason ?? null,
  };
}
