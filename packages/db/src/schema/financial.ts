import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  FINANCIAL_LINE_DEFINITIONS,
  FINANCIAL_LINE_KEYS,
  type FinancialLineKey,
} from '@lince/contracts/financial-lines';
import {
  FINANCIAL_PERIOD_TYPES,
  FINANCIAL_SOURCES,
  type FinancialPeriodType,
  type FinancialSource,
} from '@lince/contracts/financial-statements';
import { companies } from './companies.ts';
import { users } from './users.ts';
import { createdAt, idColumn, list, updatedAt } from './columns.ts';

/**
 * A company whose financial statements a client company analyses, by CNPJ (normalised: 14
 * characters, alphanumeric allowed), one per CNPJ within the client company. It is linked to the
 * diligences through the entities that carry the same CNPJ (no foreign key: an entity may come
 * before or after).
 */
export const financialCompanies = pgTable(
  'financial_companies',
  {
    id: idColumn(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    cnpj: text('cnpj').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('financial_companies_company_cnpj_unique').on(t.companyId, t.cnpj),
    index('financial_companies_company_name_idx').on(t.companyId, t.name),
    check('financial_companies_cnpj_shape', sql`${t.cnpj} ~ '^[0-9A-Z]{12}[0-9]{2}$'`),
  ],
);

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const lineColumn = (name: string) =>
  numeric(name, { precision: 18, scale: 2 }).notNull().default('0');

/** One numeric(18,2) column per typed line (decision 033), named after the line's key. */
const lineColumns = Object.fromEntries(
  FINANCIAL_LINE_KEYS.map((key) => [key, lineColumn(snake(key))]),
) as { [K in FinancialLineKey]: ReturnType<typeof lineColumn> };

const unsignedLines = FINANCIAL_LINE_KEYS.filter(
  (key) => !('signed' in FINANCIAL_LINE_DEFINITIONS[key]),
);

/**
 * One statement (balanço + DRE) of a fiscal period: annual (one per fiscal year) or quarterly
 * (one per period end). Only typed lines are stored; subtotals are computed when read.
 */
export const financialStatements = pgTable(
  'financial_statements',
  {
    id: idColumn(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    financialCompanyId: text('financial_company_id')
      .notNull()
      .references(() => financialCompanies.id, { onDelete: 'cascade' }),
    fiscalYear: integer('fiscal_year').notNull(),
    periodType: text('period_type').$type<FinancialPeriodType>().notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    audited: boolean('audited').notNull().default(false),
    source: text('source').$type<FinancialSource>().notNull().default('MANUAL'),
    /** The name(s) of the imported file(s) the lines came from; null when typed. */
    sourceFile: text('source_file'),
    ...lineColumns,
    createdAt: createdAt(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('financial_statements_period_unique').on(
      t.financialCompanyId,
      t.periodType,
      t.periodEnd,
    ),
    /** One annual statement per fiscal year (the import's key). */
    uniqueIndex('financial_statements_annual_unique')
      .on(t.financialCompanyId, t.fiscalYear)
      .where(sql`${t.periodType} = 'ANUAL'`),
    index('financial_statements_company_idx').on(t.companyId),
    check(
      'financial_statements_period_known',
      sql`${t.periodType} in (${list(FINANCIAL_PERIOD_TYPES)})`,
    ),
    check('financial_statements_source_known', sql`${t.source} in (${list(FINANCIAL_SOURCES)})`),
    check('financial_statements_year_range', sql`${t.fiscalYear} between 1900 and 2199`),
    check(
      'financial_statements_lines_positive',
      sql.raw(unsignedLines.map((key) => `"${snake(key)}" >= 0`).join(' and ')),
    ),
  ],
);

export type FinancialCompanyRow = typeof financialCompanies.$inferSelect;
export type FinancialStatementRow = typeof financialStatements.$inferSelect;
