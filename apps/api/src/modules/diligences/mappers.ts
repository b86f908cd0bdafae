import { todayInBrazil } from '@lince/contracts/calendar';
import type { Diligence, DiligenceListItem } from '@lince/contracts';
import type { DiligenceListRow } from './listing-repository.ts';
import { isOverdue, riskOf } from './predicates.ts';
import type { DiligenceRecord } from './repository.ts';

/** A list row or kanban card as the API answers it. */
export function toListItem(
  { diligence: d, ownerName, ownerAvatar }: DiligenceListRow,
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
    // Documents arrive with a later issue: analysed ÷ required is 0 of 0 until then.
    progress: { done: 0, required: 0 },
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
    track: null,
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
