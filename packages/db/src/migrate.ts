import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { kindOf, type Database, type Schema } from './client.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

/** Applies the pending migrations of `packages/db/migrations` with the driver's own migrator. */
export async function migrate(db: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (kindOf(db) === 'pglite') {
    await migratePglite(db as unknown as PgliteDatabase<Schema>, config);
  } else {
    await migrateNodePg(db as unknown as NodePgDatabase<Schema>, config);
  }
}
