import {
  and,
  companies,
  eq,
  gt,
  inArray,
  isNull,
  sessions,
  sql,
  users,
  type CompanyRow,
  type Database,
  type NewUserRow,
  type UserRow,
} from '@lince/db';
import { preparedPerDatabase } from '../../lib/prepared.ts';
import type { DbExecutor } from '../../core/context.ts';

export interface UserWithCompany {
  user: UserRow;
  company: CompanyRow;
}

async function findOne(
  db: DbExecutor,
  where: ReturnType<typeof eq>,
): Promise<UserWithCompany | undefined> {
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(where)
    .limit(1);
  return row;
}

export const findUserByEmail = (db: DbExecutor, email: string) =>
  findOne(db, eq(users.email, email.toLowerCase()));

export const findUserById = (db: DbExecutor, id: string) => findOne(db, eq(users.id, id));

export async function setPassword(
  db: DbExecutor,
  userId: string,
  passwordHash: string,
  mustChangePassword = false,
) {
  await db.update(users).set({ passwordHash, mustChangePassword }).where(eq(users.id, userId));
}

export async function touchLastLogin(db: DbExecutor, userId: string, at: Date) {
  await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId));
}

export async function insertUser(db: DbExecutor, values: NewUserRow): Promise<UserRow> {
  const [user] = await db.insert(users).values(values).returning();
  return user!;
}

export const isUsable = ({ user, company }: UserWithCompany) => user.active && company.active;

const activeCaller = preparedPerDatabase((db) =>
  db
    .select({
      userId: users.id,
      companyId: users.companyId,
      role: users.role,
      sessionId: sessions.id,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.active, true),
        eq(companies.active, true),
      ),
    )
    .limit(1)
    .prepare('active_caller'),
);

/**
 * The caller of an authenticated request, if its session is open (neither revoked nor past its
 * absolute expiry) and the user and their company are both active: one statement of three
 * primary-key look-ups, as every request makes it, prepared once (Drizzle's query building cost
 * more than the look-up itself). Nothing of it is cached, so a revocation counts at the next request
 * on every node.
 */
export async function findActiveCaller(db: Database, userId: string, sessionId: string) {
  const [row] = await activeCaller(db).execute({ userId, sessionId });
  return row;
}

/** The ids among `ids` that are active users of `companyId` (who may own or join a diligence). */
export async function activeUsersOf(db: DbExecutor, companyId: string, ids: string[]) {
  if (!ids.length) return new Set<string>();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.active, true), inArray(users.id, ids)));
  return new Set(rows.map((r) => r.id));
}
