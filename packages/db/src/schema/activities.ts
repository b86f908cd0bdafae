import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companies } from './companies.ts';
import { users } from './users.ts';
import { idColumn, timestampColumn } from './columns.ts';

/** The actions of a diligence's status change (a kanban move, a cancellation). */
const MOVE_ACTIONS = `('DILIGENCE_STATUS_CHANGED', 'DILIGENCE_CANCELED')`;

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
    /**
     * On a diligence's status change (a kanban move or a cancellation), the status it left;
     * null on every other entry. Derived from the summary, kept so that the company's indicators
     * (time spent in each column) read the moves from an index alone.
     */
    statusLeft: text('status_left').generatedAlwaysAs(
      sql.raw(
        `case when action in ${MOVE_ACTIONS} and target_type = 'diligence' then summary -> 'before' ->> 'status' end`,
      ),
    ),
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
    /**
     * Each diligence's status changes in order with the status left (the company's indicators:
     * the time spent in each kanban column), read from the index alone, without a sort.
     */
    index('activities_company_status_moves_idx')
      .on(t.companyId, t.targetId, t.at, t.statusLeft)
      .where(sql`${t.statusLeft} is not null`),
  ],
);

export type ActivityRow = typeof activities.$inferSelect;
export type NewActivityRow = typeof activities.$inferInsert;
