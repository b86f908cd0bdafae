import type PgBoss from 'pg-boss';
import type { DbExecutor } from '../db-executor.ts';

type Result = { rows: unknown[] };

/** What both drivers' clients answer to: PGlite (or its open transaction) and a pg Pool (or its checked-out client). */
interface DriverClient {
  query(text: string, values?: unknown[]): Promise<Result | Result[]>;
  /** PGlite: a parameterless script of several statements. */
  exec?(text: string): Promise<Result[]>;
  /** pg Pool: one connection for a script. */
  connect?(): Promise<DriverClient & { release(): void }>;
}

const lastResult = (result: Result | Result[]): Result =>
  Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;

/**
 * pg-boss's database adapter over a Drizzle database or open transaction, so that pg-boss uses the
 * app's own connections (PostgreSQL pool or the single embedded PGlite) and a job is inserted
 * inside the transaction that causes it.
 */
export function bossAdapter(executor: DbExecutor): PgBoss.Db {
  // Drizzle keeps the driver client of a database, or of its open transaction, on its session.
  const client = (executor as unknown as { session: { client: DriverClient } }).session.client;
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return lastResult(await client.query(text, values));
      return runScript(client, text);
    },
  };
}

/**
 * A parameterless statement or script (pg-boss's schema installation and maintenance: several
 * statements between BEGIN and COMMIT), on one connection. When a statement of a script fails the
 * rest is skipped and the connection is left in the failed transaction: it is rolled back before
 * the connection serves anything else (two nodes installing the schema at once fail this way).
 */
async function runScript(client: DriverClient, text: string): Promise<Result> {
  const script = /^\s*BEGIN\b/i.test(text);
  const connection = client.connect ? await client.connect() : undefined;
  const target = connection ?? client;
  try {
    return lastResult(target.exec ? await target.exec(text) : await target.query(text));
  } catch (error) {
    if (script) await target.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    connection?.release();
  }
}

/** Key of the session-level advisory lock under which a node installs pg-boss's schema and queues. */
const INSTALL_LOCK_KEY = 0x6c696e6365; // "lince"

/**
 * Runs `install` (pg-boss's schema creation, migration and queue creation) while holding a
 * session-level advisory lock on one connection of a PostgreSQL pool, so that nodes starting at
 * once install one after the other. pg-boss's own transaction-scoped lock is not enough: a backend
 * that waited on an advisory lock has not yet read the catalogue changes of the node that held it,
 * and its `CREATE SCHEMA IF NOT EXISTS` then fails on the schema the other node has just created.
 * The waiting node's next transaction reads them. PGlite is one process: no lock is needed.
 */
export async function whileInstalling<T>(executor: DbExecutor, install: () => Promise<T>) {
  const client = (executor as unknown as { session: { client: DriverClient } }).session.client;
  if (!client.connect) return install();
  const connection = await client.connect();
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [INSTALL_LOCK_KEY]);
    try {
      return await install();
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [INSTALL_LOCK_KEY]);
    }
  } finally {
    connection.release();
  }
}
