import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  LIST_VERSION_STATES,
  RESTRICTIVE_LISTS,
  SCREENING_HIT_STATUSES,
  SCREENING_MATCH_KINDS,
  type ListVersionState,
  type RestrictiveList,
  type ScreeningHitStatus,
  type ScreeningMatchKind,
  type ScreeningRecord,
} from '@lince/contracts/restrictive-lists';
import { backgroundTasks } from './background-tasks.ts';
import { companies } from './companies.ts';
import { diligences, entities } from './diligences.ts';
import { findings } from './findings.ts';
import { users } from './users.ts';
import { createdAt, idColumn, list, timestampColumn, updatedAt } from './columns.ts';

/**
 * One import of a restrictive list: a public list (company null, kept by the provider) or a client
 * company's own list (EMPRESA). Versions count up per list and owner; the newest CONCLUIDA one is
 * in force, so a failed or running import never replaces it.
 */
export const restrictiveListVersions = pgTable(
  'restrictive_list_versions',
  {
    id: idColumn(),
    list: text('list').$type<RestrictiveList>().notNull(),
    /** Null for a public list; the owner of a company's own list. */
    companyId: text('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    state: text('state').$type<ListVersionState>().notNull().default('PROCESSANDO'),
    rows: integer('rows').notNull().default(0),
    fileName: text('file_name').notNull(),
    sha256: text('sha256').notNull(),
    importedBy: text('imported_by').references(() => users.id, { onDelete: 'set null' }),
    taskId: text('task_id').references(() => backgroundTasks.id, { onDelete: 'set null' }),
    /** Why the import failed (Portuguese, naming the row or the missing column). */
    message: text('message'),
    createdAt: createdAt(),
    /** When the import finished (the version's date). */
    importedAt: timestampColumn('imported_at'),
  },
  (t) => [
    index('restrictive_list_versions_list_idx').on(t.list, t.companyId, t.state, t.version),
    check('restrictive_list_versions_list_known', sql`${t.list} in (${list(RESTRICTIVE_LISTS)})`),
    check(
      'restrictive_list_versions_state_known',
      sql`${t.state} in (${list(LIST_VERSION_STATES)})`,
    ),
    check(
      'restrictive_list_versions_owner',
      sql`(${t.list} = 'EMPRESA') = (${t.companyId} is not null)`,
    ),
  ],
);

/**
 * A row of a list version. The document is kept as printed and as keys to match on: the whole
 * CPF (11 digits) or CNPJ (14 characters), the CNPJ's root (8), the six visible digits of a
 * masked CPF. `name_key` is the name compared without accents, case, punctuation and repeated
 * spaces (`comparableName`). Columns the screening does not match on stay in `details`.
 */
export const restrictiveListRecords = pgTable(
  'restrictive_list_records',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    versionId: text('version_id')
      .notNull()
      .references(() => restrictiveListVersions.id, { onDelete: 'cascade' }),
    /** The line (or the OFAC entry) in the published file. */
    rowNumber: integer('row_number').notNull(),
    /** What identifies the record across versions (the sanction's code, OFAC's ent_num…). */
    recordKey: text('record_key').notNull(),
    personKind: text('person_kind').$type<'PF' | 'PJ'>(),
    document: text('document'),
    documentKey: text('document_key'),
    cnpjRoot: text('cnpj_root'),
    cpfVisible: text('cpf_visible'),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    category: text('category'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    organ: text('organ'),
    legalBasis: text('legal_basis'),
    process: text('process'),
    fine: text('fine'),
    details: jsonb('details').$type<Record<string, string>>(),
  },
  (t) => [
    index('restrictive_list_records_document_idx')
      .on(t.versionId, t.documentKey)
      .where(sql`${t.documentKey} is not null`),
    index('restrictive_list_records_root_idx')
      .on(t.versionId, t.cnpjRoot)
      .where(sql`${t.cnpjRoot} is not null`),
    index('restrictive_list_records_cpf_idx')
      .on(t.versionId, t.cpfVisible)
      .where(sql`${t.cpfVisible} is not null`),
    index('restrictive_list_records_name_idx').on(t.versionId, t.nameKey),
  ],
);

/**
 * The names a record is screened by name alone (OFAC: the entry's name and its aliases from
 * `alt.csv`), as `name_key`. The trigram index of `name_key` is in migration 0024.
 */
export const restrictiveListNames = pgTable(
  'restrictive_list_names',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    versionId: text('version_id')
      .notNull()
      .references(() => restrictiveListVersions.id, { onDelete: 'cascade' }),
    recordId: bigint('record_id', { mode: 'number' })
      .notNull()
      .references(() => restrictiveListRecords.id, { onDelete: 'cascade' }),
    nameKey: text('name_key').notNull(),
    /** The name as published (an alias, or the entry's own name). */
    name: text('name').notNull(),
  },
  (t) => [
    index('restrictive_list_names_version_idx').on(t.versionId, t.nameKey),
    index('restrictive_list_names_record_idx').on(t.recordId),
  ],
);

/** When a party was last screened, against which versions (`[{ list, version }]`). */
export const entityScreenings = pgTable('entity_screenings', {
  entityId: text('entity_id')
    .primaryKey()
    .references(() => entities.id, { onDelete: 'cascade' }),
  companyId: text('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  diligenceId: text('diligence_id')
    .notNull()
    .references(() => diligences.id, { onDelete: 'cascade' }),
  screenedAt: timestampColumn('screened_at').notNull(),
  lists: jsonb('lists').$type<{ list: RestrictiveList; version: number }[]>().notNull(),
  /** The party's name and document as screened (a change re-screens it). */
  screenedName: text('screened_name').notNull(),
  screenedDocument: text('screened_document').notNull(),
});

/**
 * A party's match in a list. One per party, list and record key: a re-screening against a new
 * version keeps the decision and refreshes the record; `current` is false once the newest
 * screening no longer finds it, `ended` when its sanction's end date has passed.
 */
export const screeningHits = pgTable(
  'screening_hits',
  {
    id: idColumn(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    diligenceId: text('diligence_id')
      .notNull()
      .references(() => diligences.id, { onDelete: 'cascade' }),
    entityId: text('entity_id')
      .notNull()
      .references(() => entities.id, { onDelete: 'cascade' }),
    list: text('list').$type<RestrictiveList>().notNull(),
    version: integer('version').notNull(),
    recordKey: text('record_key').notNull(),
    matchKind: text('match_kind').$type<ScreeningMatchKind>().notNull(),
    /** Name similarity, 0–1 (NOME matches); 1 for a document match. */
    score: real('score').notNull().default(1),
    record: jsonb('record').$type<ScreeningRecord>().notNull(),
    current: boolean('current').notNull().default(true),
    ended: boolean('ended').notNull().default(false),
    status: text('status').$type<ScreeningHitStatus>().notNull().default('NOVA'),
    justification: text('justification'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestampColumn('decided_at'),
    findingId: text('finding_id').references(() => findings.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('screening_hits_entity_record_unique').on(t.entityId, t.list, t.recordKey),
    /** A diligence's open hits (the chips of the parties list and of the kanban card). */
    index('screening_hits_diligence_idx')
      .on(t.diligenceId, t.status)
      .where(sql`${t.current}`),
    index('screening_hits_company_idx').on(t.companyId),
    check('screening_hits_list_known', sql`${t.list} in (${list(RESTRICTIVE_LISTS)})`),
    check(
      'screening_hits_match_kind_known',
      sql`${t.matchKind} in (${list(SCREENING_MATCH_KINDS)})`,
    ),
    check('screening_hits_status_known', sql`${t.status} in (${list(SCREENING_HIT_STATUSES)})`),
  ],
);

export type RestrictiveListVersionRow = typeof restrictiveListVersions.$inferSelect;
export type RestrictiveListRecordRow = typeof restrictiveListRecords.$inferSelect;
export type ScreeningHitRow = typeof screeningHits.$inferSelect;
