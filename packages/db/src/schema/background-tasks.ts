import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import {
  JOB_KINDS,
  JOB_STATES,
  type JobKind,
  type JobResult,
  type JobState,
} from '@lince/contracts/jobs';
import { companies } from './companies.ts';
import { users } from './users.ts';
import { createdAt, idColumn, list, timestampColumn } from './columns.ts';

/**
 * A background task a user started and follows (`GET /v1/jobs/:id`), of any kind: a lawsuit
 * import, a report. The pg-boss job does the work; this row is what the user sees — its state,
 * its progress (`processed` of `total`, null until known), and its result or failure message.
 * An import's counters (`imported`, `updated`) advance with each committed batch of lines, so
 * a retried job resumes after the last one and counts each line once.
 */
export const backgroundTasks = pgTable(
  'background_tasks',
  {
    id: idColumn(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<JobKind>().notNull(),
    state: text('state').$type<JobState>().notNull().default('PROCESSANDO'),
    processed: integer('processed').notNull().default(0),
    total: integer('total'),
    imported: integer('imported').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    result: jsonb('result').$type<JobResult>(),
    message: text('message'),
    createdAt: createdAt(),
    finishedAt: timestampColumn('finished_at'),
  },
  (t) => [
    index('background_tasks_company_idx').on(t.companyId, t.createdAt),
    check('background_tasks_kind_known', sql`${t.kind} in (${list(JOB_KINDS)})`),
    check('background_tasks_state_known', sql`${t.state} in (${list(JOB_STATES)})`),
  ],
);

export type BackgroundTaskRow = typeof backgroundTasks.$inferSelect;
