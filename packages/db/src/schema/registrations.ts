import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import {
  REGISTRATION_CONCLUSIONS,
  REGISTRATION_SOURCES,
  type Divergence,
  type RegistrationConclusion,
  type RegistrationData,
  type RegistrationSource,
} from '@lince/contracts/registrations';
import { companies } from './companies.ts';
import { diligences, entities } from './diligences.ts';
import { users } from './users.ts';
import { idColumn, list, timestampColumn } from './columns.ts';

/**
 * A dated snapshot of an entity's registration data (Receita), from the provider, an import or
 * the form. Never overwritten: a new fetch is a new row; only the analyst's conclusion and notes
 * are set later.
 */
export const registrations = pgTable(
  'registrations',
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
    source: text('source').$type<RegistrationSource>().notNull(),
    fetchedAt: timestampColumn('fetched_at').notNull().defaultNow(),
    fetchedBy: text('fetched_by').references(() => users.id, { onDelete: 'set null' }),
    data: jsonb('data').$type<RegistrationData>().notNull(),
    divergences: jsonb('divergences').$type<Divergence[]>().notNull().default([]),
    conclusion: text('conclusion').$type<RegistrationConclusion>(),
    notes: text('notes').notNull().default(''),
  },
  (t) => [
    /** An entity's snapshots, newest first. */
    index('registrations_entity_idx').on(t.entityId, t.fetchedAt),
    index('registrations_diligence_idx').on(t.diligenceId),
    check('registrations_source_known', sql`${t.source} in (${list(REGISTRATION_SOURCES)})`),
    check(
      'registrations_conclusion_known',
      sql`${t.conclusion} is null or ${t.conclusion} in (${list(REGISTRATION_CONCLUSIONS)})`,
    ),
  ],
);

export type RegistrationRow = typeof registrations.$inferSelect;
