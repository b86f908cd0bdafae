import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  REPORT_FORMATS,
  REPORT_KINDS,
  REPORT_STATES,
  type ReportFormat,
  type ReportKind,
  type ReportLayout,
  type ReportState,
} from '@lince/contracts/reports';
import { backgroundTasks } from './background-tasks.ts';
import { companies } from './companies.ts';
import { diligences } from './diligences.ts';
import { users } from './users.ts';
import { createdAt, idColumn, list, timestampColumn } from './columns.ts';

/**
 * An export of a diligence's report (PDF or DOCX, standard or custom). Created PROCESSANDO with
 * its verification code — printed on every page, so known before rendering — and its background
 * task; PRONTO once the file is stored, with the file's SHA-256 (what a verification compares);
 * FALHOU with the reason. Kept for as long as the diligence: the list of exports is part of the
 * record of what the client received.
 */
export const diligenceReports = pgTable(
  'diligence_reports',
  {
    id: idColumn(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    diligenceId: text('diligence_id')
      .notNull()
      .references(() => diligences.id, { onDelete: 'cascade' }),
    format: text('format').$type<ReportFormat>().notNull(),
    kind: text('kind').$type<ReportKind>().notNull(),
    state: text('state').$type<ReportState>().notNull().default('PROCESSANDO'),
    /** The custom report's choices, resolved when requested (a template may change later). */
    layout: jsonb('layout').$type<ReportLayout>(),
    verificationCode: text('verification_code').notNull(),
    sha256: text('sha256'),
    storageKey: text('storage_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    message: text('message'),
    taskId: text('task_id').references(() => backgroundTasks.id, { onDelete: 'set null' }),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    finishedAt: timestampColumn('finished_at'),
  },
  (t) => [
    /** A diligence's exports, newest first. */
    index('diligence_reports_diligence_idx').on(t.diligenceId, t.createdAt),
    uniqueIndex('diligence_reports_code_key').on(t.verificationCode),
    /** Verification of a dropped file: its hash within the caller's company. */
    index('diligence_reports_sha_idx').on(t.companyId, t.sha256),
    check('diligence_reports_format_known', sql`${t.format} in (${list(REPORT_FORMATS)})`),
    check('diligence_reports_kind_known', sql`${t.kind} in (${list(REPORT_KINDS)})`),
    check('diligence_reports_state_known', sql`${t.state} in (${list(REPORT_STATES)})`),
    check(
      'diligence_reports_ready_has_file',
      sql`${t.state} <> 'PRONTO' or (${t.sha256} is not null and ${t.storageKey} is not null)`,
    ),
  ],
);

export type DiligenceReportRow = typeof diligenceReports.$inferSelect;
