import { sql } from '@lince/db';
import type { DbExecutor } from '../../core/context.ts';

/** Throws when the database does not answer. */
export async function pingDatabase(db: DbExecutor): Promise<void> {
  await db.execute(sql`select 1`);
}
