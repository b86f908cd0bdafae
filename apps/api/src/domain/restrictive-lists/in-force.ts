import type { RestrictiveList } from '@lince/contracts';
import { and, desc, eq, isNull, or, restrictiveListVersions as v } from '@lince/db';
import type { DbExecutor } from '../../lib/db-executor.ts';

/** A list's version in force: the newest finished import of a public list or of the company's own. */
export interface ListVersionInForce {
  list: RestrictiveList;
  version: number;
  versionId: string;
  importedAt: Date | null;
  rows: number;
}

/**
 * The versions a company's parties are screened against: each public list's newest CONCLUIDA
 * version and the company's own list's (EMPRESA). A list never imported is absent; a running or
 * failed import never replaces the version in force.
 */
export function listVersionsInForce(
  db: DbExecutor,
  companyId: string,
): Promise<ListVersionInForce[]> {
  return db
    .selectDistinctOn([v.list], {
      list: v.list,
      version: v.version,
      versionId: v.id,
      importedAt: v.importedAt,
      rows: v.rows,
    })
    .from(v)
    .where(and(eq(v.state, 'CONCLUIDA'), or(isNull(v.companyId), eq(v.companyId, companyId))))
    .orderBy(v.list, desc(v.version));
}
