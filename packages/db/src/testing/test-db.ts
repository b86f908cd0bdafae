import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { createPglite, openPostgres, wrapPglite, type Database } from '../client.ts';
import {
  PG_TEMPLATE_ENV,
  PGLITE_DUMP_ENV,
  TEST_DATABASE_URL_ENV,
  quoteIdent,
  urlForDatabase,
} from './env.ts';

export interface TestDb {
  db: Database;
  close(): Promise<void>;
  /** Connection string, for PostgreSQL test databases. */
  url?: string;
}

let dumpCache: Promise<Blob> | undefined;

/**
 * A fresh, migrated, empty database for one test file: an in-memory PGlite loaded from the global
 * setup's dump, or a PostgreSQL database copied from its template (dropped on close).
 */
export async function createTestDb(): Promise<TestDb> {
  const serverUrl = process.env[TEST_DATABASE_URL_ENV];
  const template = process.env[PG_TEMPLATE_ENV];
  if (serverUrl) {
    if (!template)
      throw new Error(`${PG_TEMPLATE_ENV} ausente: o globalSetup de packages/db não rodou.`);
    return createPostgresTestDb(serverUrl, template);
  }
  const dumpFile = process.env[PGLITE_DUMP_ENV];
  if (!dumpFile)
    throw new Error(`${PGLITE_DUMP_ENV} ausente: o globalSetup de packages/db não rodou.`);
  dumpCache ??= readFile(dumpFile).then((buffer) => new Blob([new Uint8Array(buffer)]));
  const client = await createPglite({ loadDataDir: await dumpCache });
  return wrapPglite(client);
}

async function withAdmin<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function createPostgresTestDb(serverUrl: string, template: string): Promise<TestDb> {
  const name = `lince_t_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, async (admin) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await admin.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template)}`);
        return;
      } catch (error) {
        // 55006: the template is briefly in use by another copy; try again.
        if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  });
  const url = urlForDatabase(serverUrl, name);
  const handle = openPostgres(url, 5);
  return {
    db: handle.db,
    url,
    close: async () => {
      await handle.close();
      await withAdmin(serverUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`),
      );
    },
  };
}
