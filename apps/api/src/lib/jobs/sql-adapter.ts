import type PgBoss from 'pg-boss';
import type { DbExecutor } from '../../core/context.ts';

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
