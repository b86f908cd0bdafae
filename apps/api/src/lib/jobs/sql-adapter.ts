import type PgBoss from 'pg-boss';
import type { DbExecutor } from '../../modules/activity/record-activity.ts';

/** What both drivers' clients answer to: PGlite (or its open transaction) and a pg Pool (or its checked-out client). */
interface DriverClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** PGlite only: a parameterless script of several statements. */
  exec?(text: string): Promise<Array<{ rows: unknown[] }>>;
}

/**
 * pg-boss's database adapter over a Drizzle database or open transaction, so that pg-boss uses the
 * app's own connections (PostgreSQL pool or the single embedded PGlite) and a job is inserted
 * inside the transaction that causes it. On PGlite a parameterless script (pg-boss's schema
 * installation and maintenance, several statements between BEGIN and COMMIT) goes through `exec`.
 */
export function bossAdapter(executor: DbExecutor): PgBoss.Db {
  // Drizzle keeps the driver client of a database, or of its open transaction, on its session.
  const client = (executor as unknown as { session: { client: DriverClient } }).session.client;
  return {
    async executeSql(text, values) {
      if (client.exec && (!values || values.length === 0)) {
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      }
      return client.query(text, values);
    },
  };
}
