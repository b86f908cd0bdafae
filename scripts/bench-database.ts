/**
 * The database of `npm run bench`: a fresh in-memory PGlite, or — with `DATABASE_URL` — a scratch
 * database `lince_bench_<random>` created on that PostgreSQL server and dropped at the end (no
 * other database is touched). Counts the SQL statements sent, to report queries per request.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { clientOf, createPglite, openPostgres, wrapPglite, type DatabaseHandle } from '@lince/db';
import { quoteIdent, urlForDatabase } from '@lince/db/testing/env';
import pg from 'pg';

export interface BenchDatabase extends DatabaseHandle {
  /** Where the data lives, for the report (never the password). */
  label: string;
  /** SQL statements sent since the start. */
  queries(): number;
  /**
   * CPU time (ms) used so far by each server process of this database, by pid: PostgreSQL's
   * backends when the server runs on this machine; none for PGlite (it runs in this process).
   */
  serverCpu(): Promise<Map<number, number>>;
}

const TICK_MS = 10; // /proc times are in clock ticks of 1/100 s (CLK_TCK on Linux).

/** utime + stime of a process, in ms, from /proc (undefined when it is not on this machine). */
async function cpuOfProcess(pid: number): Promise<number | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return undefined;
  }
}

async function withServer<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Wraps the driver's `query` so that every statement is counted. */
function countQueries(handle: DatabaseHandle): () => number {
  let count = 0;
  const client = clientOf(handle.db) as unknown as { query: (...args: unknown[]) => unknown };
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    count += 1;
    return query(...args);
  };
  return () => count;
}

/** `pgliteDir`: a PGlite on disk there (as `npm start` keeps it) rather than in memory. */
export async function openBenchDatabase(
  serverUrl: string | undefined,
  pgliteDir?: string,
): Promise<BenchDatabase> {
  if (!serverUrl) {
    const handle = wrapPglite(await createPglite(pgliteDir ? { dataDir: pgliteDir } : {}));
    return {
      ...handle,
      label: pgliteDir ? 'PGlite (em disco, no processo)' : 'PGlite (em memória, no processo)',
      queries: countQueries(handle),
      serverCpu: async () => new Map(),
    };
  }
  const name = `lince_bench_${randomBytes(5).toString('hex')}`;
  await withServer(serverUrl, (client) => client.query(`CREATE DATABASE ${quoteIdent(name)}`));
  const handle = openPostgres(urlForDatabase(serverUrl, name));
  const version = await withServer(urlForDatabase(serverUrl, name), async (client) => {
    const result = await client.query<{ server_version: string }>('show server_version');
    return result.rows[0]?.server_version ?? '?';
  });
  const url = new URL(serverUrl);
  return {
    ...handle,
    label: `PostgreSQL ${version} em ${url.hostname}:${url.port || 5432}, banco temporário ${name}`,
    queries: countQueries(handle),
    serverCpu: async () => {
      const backends = await withServer(serverUrl, (client) =>
        client.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [
          name,
        ]),
      );
      const cpu = new Map<number, number>();
      for (const { pid } of backends.rows) {
        const ms = await cpuOfProcess(pid);
        if (ms !== undefined) cpu.set(pid, ms);
      }
      return cpu;
    },
    close: async () => {
      await handle.close();
      await withServer(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`),
      );
    },
  };
}
