import { sql } from '@lince/db';
import type { DbExecutor } from '../../lib/db-executor.ts';

/**
 * The kanban's cards show whether a party has an open hit: a change of the hits moves the
 * companies' listing versions (migration 0007's sequence), so their cached boards are read again.
 */
export async function bumpListings(db: DbExecutor, companyIds: Iterable<string>): Promise<void> {
  for (const companyId of new Set(companyIds))
    await db.execute(sql`insert into "listing_versions" ("company_id", "version")
      values (${companyId}, nextval('listing_version_seq'))
      on conflict ("company_id") do update set "version" = excluded."version"`);
}
