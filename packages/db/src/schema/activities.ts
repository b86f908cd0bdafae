import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companies } from './companies.ts';
import { users } from './users.ts';
import { idColumn, timestampColumn } from './columns.ts';

/** What changed, as far as an auditor needs it (never secrets). */
export interface ActivitySummary {
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Append-only audit trail: who did what, to what, when and from where. */
export const activities = pgTable(
  'activities',
  {
    id: idColumn(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    summary: jsonb('summary').$type<ActivitySummary>().notNull().default({}),
    ip: text('ip'),
    at: timestampColumn('at').notNull().defaultNow(),
  },
  (t) => [
    index('activities_company_at_idx').on(t.companyId, t.at),
    index('activities_target_idx').on(t.targetType, t.targetId),
    // A diligence's timeline: its entities' activities carry `diligenceId` in their summary.
    index('activities_company_diligence_idx').on(
      t.companyId,
      sql`(${t.summary} ->> 'diligenceId')`,
      t.at,
    ),
  ],
);

export type ActivityRow = typeof activities.$inferSelect;
export type NewActivityRow = typeof activities.$inferInsert;
