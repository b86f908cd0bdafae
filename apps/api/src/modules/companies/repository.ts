import { normalizeCnpj } from '@lince/contracts';
import {
  and,
  companies,
  eq,
  ilike,
  or,
  sql,
  type CompanyRow,
  type Database,
  type NewCompanyRow,
  type SQL,
} from '@lince/db';
import { countAll, likePattern, orderBy, pageWindow } from '../../lib/paging.ts';
import type { DbExecutor } from '../../core/context.ts';

/**
 * Companies are the tenants themselves: only the provider (LINCE roles) reads and writes them
 * here, across tenants by design; a tenant reaches its own company through its session only.
 */

/** A company by id, exact name or CNPJ (with or without punctuation). */
export async function findCompanyByReference(
  db: DbExecutor,
  reference: string,
): Promise<CompanyRow | undefined> {
  const ref = reference.trim();
  const [company] = await db
    .select()
    .from(companies)
    .where(
      or(eq(companies.id, ref), eq(companies.name, ref), eq(companies.cnpj, normalizeCnpj(ref))),
    )
    .limit(1);
  return company;
}

// Raw, qualified identifiers: in a single-table query Drizzle writes columns unqualified, and
// "id" inside the subquery would then mean users.id.
const usersCount = sql<number>`(select cast(count(*) as integer) from "users" u where u."company_id" = "companies"."id")`;
/** The provider's own company: the one its LINCE staff belong to. */
const isProvider = sql<boolean>`exists (select 1 from "users" u where u."company_id" = "companies"."id" and u."role" in ('LINCE_ADMIN', 'LINCE_DEFAULT'))`;

export interface CompanyListRow {
  company: CompanyRow;
  usersCount: number;
  provider: boolean;
}

const listColumns = { company: companies, usersCount, provider: isProvider };

export interface CompanyFilter {
  search?: string | undefined;
  active?: boolean | undefined;
  sort: 'name' | 'cnpj' | 'createdAt' | 'usersCount';
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export async function listCompanies(db: Database, filter: CompanyFilter) {
  const where: SQL[] = [];
  if (filter.active !== undefined) where.push(eq(companies.active, filter.active));
  const term = filter.search?.trim();
  if (term) {
    const cnpjTerm = normalizeCnpj(term);
    const byName = ilike(companies.name, likePattern(term));
    where.push(cnpjTerm ? or(byName, ilike(companies.cnpj, likePattern(cnpjTerm)))! : byName);
  }
  const condition = where.length ? and(...where) : undefined;
  const sortColumn = {
    name: sql`lower(${companies.name})`,
    cnpj: companies.cnpj,
    createdAt: companies.createdAt,
    usersCount,
  }[filter.sort];
  const { limit, offset } = pageWindow(filter.page, filter.pageSize);
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(companies)
      .where(condition)
      .orderBy(...orderBy(sortColumn, filter.order, companies.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: countAll() }).from(companies).where(condition),
  ]);
  return { rows: rows as CompanyListRow[], total: total?.n ?? 0 };
}

export async function findCompany(db: DbExecutor, id: string): Promise<CompanyListRow | undefined> {
  const [row] = await db.select(listColumns).from(companies).where(eq(companies.id, id)).limit(1);
  return row as CompanyListRow | undefined;
}

export async function findCompanyByCnpj(db: DbExecutor, cnpj: string) {
  const [row] = await db.select().from(companies).where(eq(companies.cnpj, cnpj)).limit(1);
  return row;
}

export async function insertCompany(db: DbExecutor, values: NewCompanyRow): Promise<CompanyRow> {
  const [row] = await db.insert(companies).values(values).returning();
  return row!;
}
