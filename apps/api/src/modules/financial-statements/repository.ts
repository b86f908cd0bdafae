import { normalizeCnpj, normalizeSearchText, type FinancialPeriodType } from '@lince/contracts';
import {
  and,
  asc,
  eq,
  financialCompanies,
  financialStatements,
  ilike,
  or,
  sql,
  type FinancialCompanyRow,
  type FinancialStatementRow,
  type SQL,
} from '@lince/db';
import type { DbExecutor } from '../../core/context.ts';
import { foldAccents } from '../../lib/fold-accents.ts';
import { countAll, likePattern, orderBy, pageWindow } from '../../lib/paging.ts';

/** Analysed companies and their statements, always within the caller's company. */

export type NewStatementValues = Omit<
  typeof financialStatements.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
>;

/** The fiscal years with a statement, ascending, as a subquery of the listed company. */
const fiscalYears = sql<
  number[]
>`coalesce((select array_agg(distinct s."fiscal_year" order by s."fiscal_year") from "financial_statements" s where s."financial_company_id" = "financial_companies"."id"), '{}')`;

export interface FinancialCompanyRecord {
  company: FinancialCompanyRow;
  fiscalYears: number[];
}

const columns = { company: financialCompanies, fiscalYears };

export interface FinancialCompanyFilter {
  q?: string | undefined;
  sort: 'name' | 'cnpj' | 'createdAt';
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export async function listFinancialCompanies(
  db: DbExecutor,
  companyId: string,
  filter: FinancialCompanyFilter,
) {
  const where: SQL[] = [eq(financialCompanies.companyId, companyId)];
  const term = filter.q?.trim();
  if (term) {
    const byName = sql`${foldAccents(financialCompanies.name)} like ${likePattern(normalizeSearchText(term))}`;
    const cnpjTerm = normalizeCnpj(term);
    where.push(
      cnpjTerm ? or(byName, ilike(financialCompanies.cnpj, likePattern(cnpjTerm)))! : byName,
    );
  }
  const condition = and(...where);
  const sortColumn = {
    name: sql`lower(${financialCompanies.name})`,
    cnpj: financialCompanies.cnpj,
    createdAt: financialCompanies.createdAt,
  }[filter.sort];
  const { limit, offset } = pageWindow(filter.page, filter.pageSize);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(financialCompanies)
      .where(condition)
      .orderBy(...orderBy(sortColumn, filter.order, financialCompanies.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: countAll() }).from(financialCompanies).where(condition),
  ]);
  return { rows: rows as FinancialCompanyRecord[], total: total?.n ?? 0 };
}

async function findOne(db: DbExecutor, companyId: string, condition: SQL) {
  const [row] = await db
    .select(columns)
    .from(financialCompanies)
    .where(and(eq(financialCompanies.companyId, companyId), condition))
    .limit(1);
  return row as FinancialCompanyRecord | undefined;
}

export const findFinancialCompany = (db: DbExecutor, companyId: string, id: string) =>
  findOne(db, companyId, eq(financialCompanies.id, id));

export const findFinancialCompanyByCnpj = (db: DbExecutor, companyId: string, cnpj: string) =>
  findOne(db, companyId, eq(financialCompanies.cnpj, cnpj));

export async function insertFinancialCompany(
  db: DbExecutor,
  values: typeof financialCompanies.$inferInsert,
): Promise<string> {
  const [row] = await db
    .insert(financialCompanies)
    .values(values)
    .returning({ id: financialCompanies.id });
  return row!.id;
}

export async function updateFinancialCompany(
  db: DbExecutor,
  id: string,
  values: { cnpj: string; name: string },
): Promise<void> {
  await db.update(financialCompanies).set(values).where(eq(financialCompanies.id, id));
}

export async function deleteFinancialCompany(db: DbExecutor, id: string): Promise<void> {
  await db.delete(financialCompanies).where(eq(financialCompanies.id, id));
}

/** A company's statements, by fiscal year then period end. */
export function listStatements(
  db: DbExecutor,
  financialCompanyId: string,
): Promise<FinancialStatementRow[]> {
  return db
    .select()
    .from(financialStatements)
    .where(eq(financialStatements.financialCompanyId, financialCompanyId))
    .orderBy(
      asc(financialStatements.fiscalYear),
      asc(financialStatements.periodEnd),
      asc(financialStatements.periodType),
    );
}

/** The company's statement that meets every condition (the first one found). */
async function findCompanyStatement(
  db: DbExecutor,
  financialCompanyId: string,
  ...conditions: SQL[]
): Promise<FinancialStatementRow | undefined> {
  const [row] = await db
    .select()
    .from(financialStatements)
    .where(and(eq(financialStatements.financialCompanyId, financialCompanyId), ...conditions))
    .limit(1);
  return row;
}

export async function findStatement(
  db: DbExecutor,
  financialCompanyId: string,
  id: string,
): Promise<FinancialStatementRow | undefined> {
  return findCompanyStatement(db, financialCompanyId, eq(financialStatements.id, id));
}

/**
 * The statement an import writes a period into: the annual one of the fiscal year (one a year), or
 * the quarterly one of the period end.
 */
export async function findImportedPeriod(
  db: DbExecutor,
  financialCompanyId: string,
  period: { periodType: FinancialPeriodType; fiscalYear: number; periodEnd: string },
): Promise<FinancialStatementRow | undefined> {
  return findCompanyStatement(
    db,
    financialCompanyId,
    period.periodType === 'ANUAL'
      ? eq(financialStatements.fiscalYear, period.fiscalYear)
      : eq(financialStatements.periodEnd, period.periodEnd),
    eq(financialStatements.periodType, period.periodType),
  );
}

export async function insertStatement(
  db: DbExecutor,
  values: NewStatementValues,
): Promise<FinancialStatementRow> {
  const [row] = await db.insert(financialStatements).values(values).returning();
  return row!;
}

export async function updateStatement(
  db: DbExecutor,
  id: string,
  values: Partial<NewStatementValues>,
): Promise<FinancialStatementRow> {
  const [row] = await db
    .update(financialStatements)
    .set(values)
    .where(eq(financialStatements.id, id))
    .returning();
  return row!;
}

export async function deleteStatement(db: DbExecutor, id: string): Promise<void> {
  await db.delete(financialStatements).where(eq(financialStatements.id, id));
}
