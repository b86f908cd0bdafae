import { normalizeCpf, type Role } from '@lince/contracts';
import { and, companies, eq, ilike, ne, or, sql, users, type SQL } from '@lince/db';
import { countAll, likePattern, orderBy, pageWindow } from '../../lib/paging.ts';
import type { DbExecutor } from '../../core/context.ts';

/**
 * Users across companies, for the provider's /users screen (LINCE roles manage every tenant's
 * users by design; the tenant-scoped reads of a user's own data live in repository.ts).
 */
export interface UserFilter {
  search?: string | undefined;
  companyId?: string | undefined;
  role?: Role | undefined;
  active?: boolean | undefined;
  sort: 'name' | 'email' | 'role' | 'createdAt' | 'lastLoginAt';
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

const columns = { user: users, company: companies };

export async function listUsers(db: DbExecutor, filter: UserFilter) {
  const where: SQL[] = [];
  if (filter.companyId) where.push(eq(users.companyId, filter.companyId));
  if (filter.role) where.push(eq(users.role, filter.role));
  if (filter.active !== undefined) where.push(eq(users.active, filter.active));
  const term = filter.search?.trim();
  if (term) {
    const conditions = [
      ilike(users.name, likePattern(term)),
      ilike(users.email, likePattern(term.toLowerCase())),
    ];
    const digits = normalizeCpf(term);
    if (/^\d{3,}$/.test(digits) && /^[\d.\-\s]+$/.test(term))
      conditions.push(ilike(users.cpf, likePattern(digits)));
    where.push(or(...conditions)!);
  }
  const condition = where.length ? and(...where) : undefined;
  const sortColumn = {
    name: sql`lower(${users.name})`,
    email: users.email,
    role: users.role,
    createdAt: users.createdAt,
    lastLoginAt: sql`coalesce(${users.lastLoginAt}, 'epoch'::timestamptz)`,
  }[filter.sort];
  const { limit, offset } = pageWindow(filter.page, filter.pageSize);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(condition)
      .orderBy(...orderBy(sortColumn, filter.order, users.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: countAll() }).from(users).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function updateUser(
  db: DbExecutor,
  id: string,
  values: {
    name?: string;
    cpf?: string | null;
    role?: Role;
    companyId?: string;
    active?: boolean;
    passwordHash?: string;
    mustChangePassword?: boolean;
  },
) {
  await db.update(users).set(values).where(eq(users.id, id));
}

/** The advisory lock key of the LINCE_ADMIN writes (any constant no other lock uses). */
const PROVIDER_ADMINS_LOCK = 740_021_002;

/**
 * Serializes the writes that could leave no active LINCE_ADMIN (one transaction-scoped advisory
 * lock, shared by every node), then counts the active LINCE_ADMINs other than `exceptId` as the
 * transaction sees them once the lock is held.
 */
export async function otherActiveProviderAdmins(db: DbExecutor, exceptId: string) {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${PROVIDER_ADMINS_LOCK})`);
  const [row] = await db
    .select({ n: countAll() })
    .from(users)
    .where(and(eq(users.role, 'LINCE_ADMIN'), eq(users.active, true), ne(users.id, exceptId)));
  return row?.n ?? 0;
}
