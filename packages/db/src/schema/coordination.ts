import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.ts';

/**
 * Fixed-window attempt counters (login, password reset, password change), kept in the database so
 * that every API node counts the same attempts. One row per key while its window lasts; rows whose
 * window has ended are swept.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestampColumn('reset_at').notNull(),
});

/**
 * Background jobs whose effect has happened, by job id: a job run again (after a crash, a timeout
 * or a retry) finds its row and does not repeat the effect. Rows older than the job retention are
 * swept.
 */
export const jobEffects = pgTable(
  'job_effects',
  {
    jobId: uuid('job_id').primaryKey(),
    queue: text('queue').notNull(),
    doneAt: timestampColumn('done_at').notNull().defaultNow(),
  },
  (t) => [index('job_effects_done_at_idx').on(t.doneAt)],
);
