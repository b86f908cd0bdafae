import type { Role } from '@lince/contracts';

export type { DbExecutor, Transaction } from '../lib/db-executor.ts';
import type { DbExecutor, Transaction } from '../lib/db-executor.ts';

/**
 * Who acts, for which company, from where, and through which database handle: the one argument
 * every service function takes first. Routes build it with `contextOf(request)`; a background job
 * or the CLI builds it themselves (no Fastify type in it). Inside `inTransaction` or `audited`,
 * `db` is the open transaction.
 */
export interface ServiceContext {
  userId: string;
  companyId: string;
  role: Role;
  /** The caller's address for the audit trail; null when no request is behind the call. */
  ip: string | null;
  /** The session of the request behind the call (its access token's); absent for jobs and the CLI. */
  sessionId?: string;
  db: DbExecutor;
}

/** Drizzle's transactions have `rollback()`; the database itself has not. */
const isTransaction = (db: DbExecutor): db is Transaction => 'rollback' in db;

/**
 * Runs `work` in one transaction, with the context's `db` being that transaction. When the
 * context already holds an open transaction, `work` joins it (no savepoint): everything commits
 * or rolls back together.
 */
export async function inTransaction<T>(
  ctx: ServiceContext,
  work: (tx: ServiceContext) => Promise<T>,
): Promise<T> {
  if (isTransaction(ctx.db)) return work(ctx);
  return ctx.db.transaction((tx) => work({ ...ctx, db: tx }));
}
