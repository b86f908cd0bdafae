import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { FINDING_TARGETS, type FindingTarget } from '@lince/contracts/findings';
import { FINDING_SEVERITIES, type FindingSeverity } from '@lince/contracts/workspace';
import { ACCENTED, PLAIN } from '../fold-accents.ts';
import { companies } from './companies.ts';
import { diligences, entities } from './diligences.ts';
import { documents } from './checklists.ts';
import { users } from './users.ts';
import { createdAt, idColumn, list, timestampColumn, updatedAt } from './columns.ts';

/**
 * A finding (apontamento) of a diligence: of a document (its entity is copied), of an entity, or
 * of the diligence (both null). The open ones drive the computed risk of their entity and of the
 * diligence. A document removed by a checklist sync never has findings (only untouched PENDENTE
 * documents without files are removed); the foreign key keeps the finding on its entity if it did.
 */
export const findings = pgTable(
  'findings',
  {
    id: idColumn(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    diligenceId: text('diligence_id')
      .notNull()
      .references(() => diligences.id, { onDelete: 'cascade' }),
    entityId: text('entity_id').references(() => entities.id, { onDelete: 'cascade' }),
    documentId: text('document_id').references(() => documents.id, { onDelete: 'set null' }),
    target: text('target').$type<FindingTarget>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    severity: text('severity').$type<FindingSeverity>().notNull(),
    recommendation: text('recommendation').notNull().default(''),
    resolved: boolean('resolved').notNull().default(false),
    resolvedAt: timestampColumn('resolved_at'),
    resolvedBy: text('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
    /**
     * The title lower case, without accents and with single spaces: what the company's
     * indicators group the most frequent findings by (computed once per write, not per report).
     */
    titleKey: text('title_key')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `lower(translate(regexp_replace(btrim(title), '\\s+', ' ', 'g'), '${ACCENTED}', '${PLAIN}'))`,
        ),
      ),
  },
  (t) => [
    /** The company's findings of a period (the indicators' most frequent findings). */
    index('findings_company_created_idx').on(t.companyId, t.createdAt),
    /** A diligence's findings, an entity's open ones (risk), a document's. */
    index('findings_diligence_idx').on(t.diligenceId, t.resolved, t.severity),
    index('findings_entity_idx').on(t.entityId, t.resolved, t.severity),
    index('findings_document_idx').on(t.documentId),
    check('findings_severity_known', sql`${t.severity} in (${list(FINDING_SEVERITIES)})`),
    check('findings_target_known', sql`${t.target} in (${list(FINDING_TARGETS)})`),
  ],
);

export type FindingRow = typeof findings.$inferSelect;
