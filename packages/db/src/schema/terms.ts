import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { createdAt, idColumn, timestampColumn, updatedAt } from './columns.ts';

/** A version of the terms of use: a draft until published, then current and immutable. */
export const termsVersions = pgTable(
  'terms_versions',
  {
    id: idColumn(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    /** Markdown; rendered sanitised by the web app. */
    text: text('text').notNull(),
    createdAt: createdAt(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
    publishedAt: timestampColumn('published_at'),
    publishedBy: text('published_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('terms_versions_version_unique').on(t.version),
    index('terms_versions_published_idx').on(t.publishedAt),
  ],
);

/** Each user's acceptance of a published version, with time and origin. */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    acceptedAt: timestampColumn('accepted_at').notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('terms_acceptances_user_version_unique').on(t.userId, t.version)],
);

export type TermsVersionRow = typeof termsVersions.$inferSelect;
export type TermsAcceptanceRow = typeof termsAcceptances.$inferSelect;
