import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import {
  DOCUMENT_TYPE_APPLIES_TO,
  DOCUMENT_TYPE_CATEGORIES,
  type DocumentTypeAppliesTo,
  type DocumentTypeCategory,
} from '@lince/contracts/document-types';
import { createdAt, idColumn, list, updatedAt } from './columns.ts';

/**
 * Global catalogue of document types kept by the provider (shared by every company: no companyId). A type in
 * use is deactivated, never deleted.
 */
export const documentTypes = pgTable(
  'document_types',
  {
    id: idColumn(),
    name: text('name').notNull(),
    category: text('category').$type<DocumentTypeCategory>().notNull(),
    appliesTo: text('applies_to').$type<DocumentTypeAppliesTo>().notNull(),
    issuer: text('issuer'),
    validityDays: integer('validity_days'),
    instructions: text('instructions'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('document_types_name_idx').on(t.name),
    check(
      'document_types_category_known',
      sql`${t.category} in (${list(DOCUMENT_TYPE_CATEGORIES)})`,
    ),
    check(
      'document_types_applies_to_known',
      sql`${t.appliesTo} in (${list(DOCUMENT_TYPE_APPLIES_TO)})`,
    ),
    check(
      'document_types_validity_positive',
      sql`${t.validityDays} is null or ${t.validityDays} > 0`,
    ),
  ],
);

export type DocumentTypeRow = typeof documentTypes.$inferSelect;
export type NewDocumentTypeRow = typeof documentTypes.$inferInsert;
