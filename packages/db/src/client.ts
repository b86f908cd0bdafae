import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;

/** The Drizzle database, whichever driver is underneath (PGlite or a PostgreSQL server). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface OpenDatabaseOptions {
  /** Folder of the embedded database (`${dataDir}/pgdata`), used when no `databaseUrl` is given. */
  dataDir?: string;
  /** A PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string | undefined;
}

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  close(): Promise<void>;
}

export async function openDatabase({
  dataDir,
  databaseUrl,
}: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (databaseUrl) return openPostgres(databaseUrl);
  if (!dataDir) throw new Error('openDatabase: informe dataDir ou databaseUrl.');
  const pgdata = path.join(dataDir, 'pgdata');
  await mkdir(pgdata, { recursive: true });
  return wrapPglite(await createPglite({ dataDir: pgdata }));
}

/**
 * A PGlite instance with the contrib extensions the migrations use (`pg_trgm`, for the trigram
 * indexes of the searches). Every PGlite of the project is created here: a data directory
 * migrated with them cannot be opened without them.
 */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

export function openPostgres(databaseUrl: string, max = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: databaseUrl, max });
  // An idle client that loses its server connection must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
  return { db, kind: 'postgres', close: () => pool.end() };
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** The driver client under a Database opened by this module (PGlite instance or pg Pool). */
export function clientOf(db: Database): PGlite | pg.Pool {
  return (db as unknown as { $client: PGlite | pg.Pool }).$client;
}

export function kindOf(db: Database): DatabaseKind {
  return clientOf(db) instanceof PGlite ? 'pglite' : 'postgres';
}
