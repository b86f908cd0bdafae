import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createPglite, openPostgres, wrapPglite } from '../client.ts';
import { migrate } from '../migrate.ts';
import {
  PG_TEMPLATE_ENV,
  PGLITE_DUMP_ENV,
  TEST_DATABASE_URL_ENV,
  quoteIdent,
  urlForDatabase,
} from './env.ts';

/**
 * Vitest global setup: migrates once, then every test database starts from the result.
 * - PGlite: a migrated in-memory instance dumped to a tarball (loaded by each test in ~0.7 s).
 * - PostgreSQL (`TEST_DATABASE_URL`): a migrated template database, copied by `CREATE DATABASE … TEMPLATE`.
 * The location reaches the workers through environment variables (forks inherit `process.env`).
 */
export default async function setup(): Promise<() => Promise<void>> {
  const serverUrl = process.env[TEST_DATABASE_URL_ENV];
  return serverUrl ? setupPostgresTemplate(serverUrl) : setupPgliteDump();
}

async function setupPgliteDump(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lince-test-db-'));
  const handle = wrapPglite(await createPglite());
  try {
    await migrate(handle.db);
    const dump = await (
      await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir('none')
    ).arrayBuffer();
    const file = path.join(dir, 'migrated.tar');
    await writeFile(file, Buffer.from(dump));
    process.env[PGLITE_DUMP_ENV] = file;
  } finally {
    await handle.close();
  }
  return async () => {
    delete process.env[PGLITE_DUMP_ENV];
    await rm(dir, { recursive: true, force: true });
  };
}

async function setupPostgresTemplate(serverUrl: string): Promise<() => Promise<void>> {
  const template = `lince_tpl_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${quoteIdent(template)}`);
  } finally {
    await admin.end();
  }
  const handle = openPostgres(urlForDatabase(serverUrl, template), 1);
  try {
    await migrate(handle.db);
  } finally {
    await handle.close();
  }
  process.env[PG_TEMPLATE_ENV] = template;
  return async () => {
    delete process.env[PG_TEMPLATE_ENV];
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(template)} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
}
