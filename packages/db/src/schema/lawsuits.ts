import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';
import {
  LAWSUIT_AREAS,
  LAWSUIT_RISKS,
  LAWSUIT_SIDES,
  LAWSUIT_SOURCES,
  LAWSUIT_STATUSES,
  type LawsuitArea,
  type LawsuitRisk,
  type LawsuitSide,
  type LawsuitSource,
  type LawsuitStatus,
} from '@lince/contracts/lawsuits';
import { companies } from './companies.ts';
import { diligences, entities } from './diligences.ts';
import { users } from './users.ts';
import { createdAt, idColumn, list, updatedAt } from './columns.ts';

const amount = (name: string) => numeric(name, { precision: 18, scale: 2 });

/**
 * A lawsuit (processo) of a diligence's entity, identified within the entity by its CNJ number
 * (20 digits): an import of the same number updates it. Amounts are numeric(18,2) read as
 * decimal strings; dates are calendar days. A PROVAVEL passive lawsuit is a risk source.
 */
export const lawsuits = pgTable(
  'lawsuits',
  {
    id: idColumn(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    diligenceId: text('diligence_id')
      .notNull()
      .references(() => diligences.id, { onDelete: 'cascade' }),
    entityId: text('entity_id')
      .notNull()
      .references(() => entities.id, { onDelete: 'cascade' }),
    cnjNumber: text('cnj_number').notNull(),
    court: text('court').notNull().default(''),
    body: text('body').notNull().default(''),
    class: text('class').notNull().default(''),
    subjects: text('subjects')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    area: text('area').$type<LawsuitArea>().notNull(),
    side: text('side').$type<LawsuitSide>().notNull(),
    counterparty: text('counterparty').notNull().default(''),
    claimValue: amount('claim_value'),
    filedAt: date('filed_at', { mode: 'string' }),
    status: text('status').$type<LawsuitStatus>().notNull().default('ATIVO'),
    phase: text('phase').notNull().default(''),
    lastMovementAt: date('last_movement_at', { mode: 'string' }),
    risk: text('risk').$type<LawsuitRisk>(),
    estimatedLoss: amount('estimated_loss'),
    notes: text('notes').notNull().default(''),
    source: text('source').$type<LawsuitSource>().notNull().default('MANUAL'),
    createdAt: createdAt(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    /** One lawsuit per CNJ number within an entity (the import key); also the default order. */
    uniqueIndex('lawsuits_entity_cnj_unique').on(t.entityId, t.cnjNumber),
    /**
     * The paged list's filters, and the summary's groups read from the index alone (area × side ×
     * risk with both amounts).
     */
    index('lawsuits_entity_area_risk_idx').on(
      t.entityId,
      t.area,
      t.side,
      t.risk,
      t.claimValue,
      t.estimatedLoss,
    ),
    index('lawsuits_entity_side_risk_idx').on(t.entityId, t.side, t.risk),
    /**
     * Every sort of the table but the CNJ number's (the unique index) read in index order, both
     * ways, ties by CNJ number (decision 034): `asc` (nulls last, the default) and `desc nulls last`,
     * as the repository orders. The claim value's desc index also gives the largest cases; the
     * status's asc one the status filter.
     */
    ...[
      t.court,
      t.area,
      t.side,
      t.claimValue,
      t.filedAt,
      t.status,
      t.lastMovementAt,
      t.risk,
      t.estimatedLoss,
    ].flatMap((column: ExtraConfigColumn) => [
      index(`lawsuits_entity_${column.name}_asc_idx`).on(t.entityId, column, t.cnjNumber),
      index(`lawsuits_entity_${column.name}_desc_idx`).on(
        t.entityId,
        column.desc().nullsLast(),
        t.cnjNumber,
      ),
    ]),
    /**
     * The global search by CNJ number (decision 034): a prefix of the company's numbers
     * (`like '0001234%'` needs the pattern operator class under any collation).
     */
    index('lawsuits_company_cnj_idx').on(t.companyId, t.cnjNumber.op('text_pattern_ops')),
    /** The risk source: a diligence's PROVAVEL passive lawsuits. */
    index('lawsuits_diligence_risk_idx')
      .on(t.diligenceId, t.entityId)
      .where(sql`${t.side} = 'PASSIVO' and ${t.risk} = 'PROVAVEL'`),
    check('lawsuits_cnj_digits', sql`${t.cnjNumber} ~ '^[0-9]{20}$'`),
    check('lawsuits_area_known', sql`${t.area} in (${list(LAWSUIT_AREAS)})`),
    check('lawsuits_side_known', sql`${t.side} in (${list(LAWSUIT_SIDES)})`),
    check('lawsuits_status_known', sql`${t.status} in (${list(LAWSUIT_STATUSES)})`),
    check('lawsuits_risk_known', sql`${t.risk} is null or ${t.risk} in (${list(LAWSUIT_RISKS)})`),
    check('lawsuits_source_known', sql`${t.source} in (${list(LAWSUIT_SOURCES)})`),
    check(
      'lawsuits_amounts_positive',
      sql`coalesce(${t.claimValue}, 0) >= 0 and coalesce(${t.estimatedLoss}, 0) >= 0`,
    ),
  ],
);

export type LawsuitRow = typeof lawsuits.$inferSelect;

/**
 * The version of each entity's lawsuits (decision 034): set from `lawsuit_version_seq` by the
 * statement triggers of migration 0014 on every insert, update or delete of its lawsuits, whoever
 * writes (API, import job, CLI). The lawsuit table's summary is cached under it. No foreign key:
 * an entity's removal deletes its lawsuits, whose trigger writes here; a missing row is version 0.
 */
export const lawsuitVersions = pgTable('lawsuit_versions', {
  entityId: text('entity_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
