import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ReportSectionKey } from '@lince/contracts/report-document';
import type { ReportTextBlock } from '@lince/contracts/reports';
import { companies } from './companies.ts';
import { users } from './users.ts';
import { createdAt, idColumn, updatedAt } from './columns.ts';

/**
 * A company's saved custom-report layout (issue 15): the chosen sections in order and the
 * free-text Markdown blocks with their positions. The entities are chosen per report, not here.
 * Names are unique within the company regardless of case.
 */
export const reportTemplates = pgTable(
  'report_templates',
  {
    id: idColumn(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    sections: jsonb('sections').$type<ReportSectionKey[]>().notNull(),
    blocks: jsonb('blocks').$type<ReportTextBlock[]>().notNull().default([]),
    createdAt: createdAt(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('report_templates_company_name_unique').on(t.companyId, sql`lower(${t.name})`),
    index('report_templates_company_idx').on(t.companyId, t.createdAt),
  ],
);

export type ReportTemplateRow = typeof reportTemplates.$inferSelect;
