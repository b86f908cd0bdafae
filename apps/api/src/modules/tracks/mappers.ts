import type { Track, TrackListItem } from '@lince/contracts';
import type { TrackVersionRow } from '@lince/db';
import type { TrackListRow, TrackRecord } from './repository.ts';

const person = (id: string | null, name: string | null) =>
  id ? { _id: id, name: name ?? '(usuário removido)' } : null;

/** A row of `/tracks`, of the review list and of the published tracks. */
export function toTrackListItem(row: TrackListRow): TrackListItem {
  const v = row.version;
  return {
    _id: v.id,
    trackId: v.trackId,
    name: v.name,
    purpose: v.purpose,
    status: v.status,
    version: v.version,
    stepsCount: v.steps.length,
    author: person(v.createdBy, row.authorName),
    updatedBy: person(v.updatedBy ?? v.createdBy, row.editorName ?? row.authorName),
    updatedAt: v.updatedAt.toISOString(),
    replacesVersion: row.replacesVersion ?? null,
    reviewComment: v.status === 'RASCUNHO' ? (v.reviewComment ?? null) : null,
    isDefault: !!row.isDefault,
  };
}

/** Who wrote the version: its creator, everyone who edited it, and who submitted it. */
export const isAuthorOf = (v: TrackVersionRow, userId: string) =>
  v.createdBy === userId || v.editorIds.includes(userId) || v.submittedBy === userId;

export interface TrackExtras {
  steps: Track['steps'];
  versions: Track['versions'];
  diligencesCount: number;
  can: Track['can'];
}

/** One version as `GET /v1/tracks/:id` answers it. */
export function toTrack(record: TrackRecord, extras: TrackExtras): Track {
  const v = record.version;
  return {
    ...toTrackListItem(record),
    description: v.description,
    submittedBy: person(v.submittedBy, record.submitterName),
    submittedAt: v.submittedAt?.toISOString() ?? null,
    reviewedBy: person(v.reviewedBy, record.reviewerName),
    reviewedAt: v.reviewedAt?.toISOString() ?? null,
    publishedAt: v.publishedAt?.toISOString() ?? null,
    archivedAt: v.archivedAt?.toISOString() ?? null,
    createdAt: v.createdAt.toISOString(),
    superseded: !!v.supersededAt,
    ...extras,
  };
}
