import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { DILIGENCE_PURPOSES, type DiligencePurpose } from '@lince/contracts/diligences';
import type { EntityRole } from '@lince/contracts/entities';
import {
  TRACK_STATUSES,
  type CheckKind,
  type TrackAppliesTo,
  type TrackStatus,
} from '@lince/contracts/tracks';
import { companies } from './companies.ts';
import { users } from './users.ts';
import { createdAt, idColumn, list, timestampColumn, updatedAt } from './columns.ts';

/** A step of a track version as stored (the `steps` JSONB column), in order. */
export interface StoredTrackStep {
  /** Stable across versions (the diff and the checklist items rely on it). */
  key: string;
  title: string;
  slaDays: number | null;
  requirements: { documentTypeId: string; appliesTo: TrackAppliesTo; roles: EntityRole[] | null }[];
  checks: { kind: CheckKind; appliesTo: TrackAppliesTo }[];
}

/** A track's identity (trilha): what its versions, a diligence and the company's default name. */
export const tracks = pgTable(
  'tracks',
  {
    id: idColumn(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('tracks_company_idx').on(t.companyId)],
);

/**
 * One version of a track. Steps are a JSONB array (decision 024): a version is read, written,
 * compared and copied whole, and a published one never changes — one row is one atomic,
 * immutable unit. At most one open draft (RASCUNHO or EM_REVISAO) and one PUBLICADA per track
 * (partial unique indexes): two concurrent "Nova versão" or approvals cannot both succeed.
 * `superseded_at`: replaced by a newer published version (history, kept for the diligences
 * that recorded it).
 */
export const trackVersions = pgTable(
  'track_versions',
  {
    id: idColumn(),
    trackId: text('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    version: integer('version').notNull(),
    status: text('status').$type<TrackStatus>().notNull().default('RASCUNHO'),
    name: text('name').notNull(),
    purpose: text('purpose').$type<DiligencePurpose>().notNull(),
    description: text('description').notNull().default(''),
    steps: jsonb('steps').$type<StoredTrackStep[]>().notNull(),
    createdAt: createdAt(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who edited the version's content (the authors the four-eyes rule excludes from approving). */
    editorIds: jsonb('editor_ids').$type<string[]>().notNull().default([]),
    submittedAt: timestampColumn('submitted_at'),
    submittedBy: text('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestampColumn('reviewed_at'),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewComment: text('review_comment'),
    publishedAt: timestampColumn('published_at'),
    archivedAt: timestampColumn('archived_at'),
    supersededAt: timestampColumn('superseded_at'),
  },
  (t) => [
    uniqueIndex('track_versions_track_version_unique').on(t.trackId, t.version),
    uniqueIndex('track_versions_one_open_draft')
      .on(t.trackId)
      .where(sql`${t.status} in ('RASCUNHO', 'EM_REVISAO')`),
    uniqueIndex('track_versions_one_published')
      .on(t.trackId)
      .where(sql`${t.status} = 'PUBLICADA'`),
    /** `/tracks` (live versions, newest change first, by status or not) and `/review-track`. */
    index('track_versions_company_live_idx')
      .on(t.companyId, t.status, t.updatedAt)
      .where(sql`${t.supersededAt} is null`),
    index('track_versions_company_updated_idx')
      .on(t.companyId, t.updatedAt)
      .where(sql`${t.supersededAt} is null`),
    check('track_versions_status_known', sql`${t.status} in (${list(TRACK_STATUSES)})`),
    check('track_versions_purpose_known', sql`${t.purpose} in (${list(DILIGENCE_PURPOSES)})`),
    check('track_versions_version_positive', sql`${t.version} > 0`),
  ],
);

export type TrackRow = typeof tracks.$inferSelect;
export type TrackVersionRow = typeof trackVersions.$inferSelect;
export type NewTrackVersionRow = typeof trackVersions.$inferInsert;
