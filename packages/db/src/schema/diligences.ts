import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { Address } from '@lince/contracts/address';
import {
  DILIGENCE_PURPOSES,
  DILIGENCE_STATUSES,
  PRIORITIES,
  RISK_RATINGS,
  type DiligencePurpose,
  type DiligenceStatus,
  type Priority,
  type RiskRating,
} from '@lince/contracts/diligences';
import {
  ENTITY_KINDS,
  ENTITY_ROLES,
  type Contact,
  type EntityKind,
  type EntityRole,
} from '@lince/contracts/entities';
import { companies } from './companies.ts';
import { users } from './users.ts';
import { tracks } from './tracks.ts';
import { createdAt, idColumn, list, timestampColumn, updatedAt } from './columns.ts';

/** `case <column> when <values[0]> then 0 … end`: the position of the value in its list, for sorting. */
const rank = (column: string, values: readonly string[]) =>
  sql.raw(`case "${column}" ${values.map((v, i) => `when '${v}' then ${i}`).join(' ')} end`);

/**
 * A due diligence of a company: a code, a purpose, a status, a team, parties and a risk. `search_text` holds code, title and the entities'
 * names and documents, lower case without accents (written by the API), for accent-insensitive
 * search without `unaccent` (absent from PGlite).
 */
export const diligences = pgTable(
  'diligences',
  {
    id: idColumn(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    code: text('code').notNull(),
    title: text('title').notNull(),
    purpose: text('purpose').$type<DiligencePurpose>().notNull(),
    description: text('description').notNull().default(''),
    trackId: text('track_id').references(() => tracks.id, { onDelete: 'restrict' }),
    trackVersion: integer('track_version'),
    status: text('status').$type<DiligenceStatus>().notNull().default('A_INICIAR'),
    priority: text('priority').$type<Priority>().notNull().default('MEDIA'),
    dueDate: date('due_date', { mode: 'string' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    riskComputed: text('risk_computed').$type<RiskRating>(),
    riskRating: text('risk_rating').$type<RiskRating>(),
    riskJustification: text('risk_justification'),
    conclusion: text('conclusion'),
    searchText: text('search_text').notNull().default(''),
    /** Position of `status` in DILIGENCE_STATUSES (the board's order), for sorting by an index. */
    statusRank: smallint('status_rank')
      .notNull()
      .generatedAlwaysAs(rank('status', DILIGENCE_STATUSES)),
    /** Position of `priority` in PRIORITIES (BAIXA 0 … URGENTE 3), for sorting by an index. */
    priorityRank: smallint('priority_rank')
      .notNull()
      .generatedAlwaysAs(rank('priority', PRIORITIES)),
    statusChangedAt: timestampColumn('status_changed_at').notNull().defaultNow(),
    createdAt: createdAt(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
    concludedAt: timestampColumn('concluded_at'),
    canceledAt: timestampColumn('canceled_at'),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    uniqueIndex('diligences_company_code_unique').on(t.companyId, t.code),
    // Every list and board query filters by company first; each sort of the list has its index.
    // The trigram (GIN) indexes of `search_text` are in migration 0004 (pg_trgm, where available).
    /**
     * The board: each column's cards in their order, and counts per status read from the index
     * alone — also under the purpose, priority, owner and risk filters (trailing columns).
     */
    index('diligences_company_board_idx').on(
      t.companyId,
      t.status,
      t.priorityRank.desc(),
      t.dueDate.asc().nullsLast(),
      t.code,
      t.purpose,
      t.priority,
      t.ownerId,
      t.riskRating,
      t.riskComputed,
    ),
    index('diligences_company_due_idx').on(t.companyId, t.dueDate),
    index('diligences_company_owner_idx').on(t.companyId, t.ownerId),
    index('diligences_company_created_idx').on(t.companyId, t.createdAt),
    index('diligences_company_title_idx').on(t.companyId, sql`lower(${t.title})`),
    index('diligences_company_status_rank_idx').on(t.companyId, t.statusRank, t.id),
    index('diligences_company_priority_rank_idx').on(t.companyId, t.priorityRank, t.id),
    /** Diligences that recorded a track version (the track's detail counts them). */
    index('diligences_track_idx').on(t.trackId, t.trackVersion),
    check('diligences_purpose_known', sql`${t.purpose} in (${list(DILIGENCE_PURPOSES)})`),
    check('diligences_status_known', sql`${t.status} in (${list(DILIGENCE_STATUSES)})`),
    check('diligences_priority_known', sql`${t.priority} in (${list(PRIORITIES)})`),
    check(
      'diligences_risk_known',
      sql`(${t.riskRating} is null or ${t.riskRating} in (${list(RISK_RATINGS)})) and (${t.riskComputed} is null or ${t.riskComputed} in (${list(RISK_RATINGS)}))`,
    ),
  ],
);

/** The diligence's team (besides its owner). */
export const diligenceMembers = pgTable(
  'diligence_members',
  {
    diligenceId: text('diligence_id')
      .notNull()
      .references(() => diligences.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.diligenceId, t.userId] }),
    index('diligence_members_user_idx').on(t.userId),
  ],
);

/** Last code number per company and year: `INSERT … ON CONFLICT DO UPDATE … RETURNING` in the creating transaction. */
export const diligenceCodeCounters = pgTable(
  'diligence_code_counters',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.year] })],
);

/**
 * A party of a diligence: a person (CPF) or a company (CNPJ). `document` is the normalised CPF or
 * CNPJ; a person's CPF may be the mask Receita shows (`***123456**`) until the analyst completes it.
 */
export const entities = pgTable(
  'entities',
  {
    id: idColumn(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    diligenceId: text('diligence_id')
      .notNull()
      .references(() => diligences.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<EntityKind>().notNull(),
    name: text('name').notNull(),
    document: text('document').notNull(),
    roleInDiligence: text('role_in_diligence').$type<EntityRole>().notNull(),
    parentEntityId: text('parent_entity_id').references((): AnyPgColumn => entities.id, {
      onDelete: 'restrict',
    }),
    relation: text('relation'),
    sharePercent: numeric('share_percent', { precision: 5, scale: 2, mode: 'number' }),
    address: jsonb('address').$type<Address>(),
    birthOrFoundationDate: date('birth_or_foundation_date', { mode: 'string' }),
    contact: jsonb('contact').$type<Contact>(),
    riskComputed: text('risk_computed').$type<RiskRating>(),
    riskRating: text('risk_rating').$type<RiskRating>(),
    riskJustification: text('risk_justification'),
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    /**
     * One party per whole document; a CPF to be completed (`***123456**`, Receita's mask) may
     * repeat, for two people who share the six visible digits (the API tells them apart by name).
     */
    uniqueIndex('entities_diligence_document_unique')
      .on(t.diligenceId, t.document)
      .where(sql`position('*' in document) = 0`),
    index('entities_company_document_idx').on(t.companyId, t.document),
    index('entities_parent_idx').on(t.parentEntityId),
    /** The global search's order (newest first) within the company. */
    index('entities_company_created_idx').on(t.companyId, t.createdAt),
    check('entities_kind_known', sql`${t.kind} in (${list(ENTITY_KINDS)})`),
    check('entities_role_known', sql`${t.roleInDiligence} in (${list(ENTITY_ROLES)})`),
    check(
      'entities_share_range',
      sql`${t.sharePercent} is null or (${t.sharePercent} >= 0 and ${t.sharePercent} <= 100)`,
    ),
    check(
      'entities_not_own_parent',
      sql`${t.parentEntityId} is null or ${t.parentEntityId} <> ${t.id}`,
    ),
  ],
);

export type DiligenceRow = typeof diligences.$inferSelect;
export type NewDiligenceRow = typeof diligences.$inferInsert;
export type EntityRow = typeof entities.$inferSelect;
export type NewEntityRow = typeof entities.$inferInsert;

/**
 * A version per company that changes with anything a diligence list row or kanban card shows,
 * taken from one sequence (it never repeats) by triggers (migration 0007) on every write to
 * diligences and their teams, on a user's name or avatar and on the company's settings (SLA
 * days). The API's listing cache keys on it, so a cached page or board is never served after a
 * write — whoever made it, the API, the CLI or the seed. Documents (the progress bar) have the
 * same triggers (migration 0009); a later table whose data a row shows needs them too.
 */
export const listingVersions = pgTable('listing_versions', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
