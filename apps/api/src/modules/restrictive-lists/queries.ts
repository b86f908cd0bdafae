import type { ListInForce, ListVersion, RestrictiveList } from '@lince/contracts';
import { restrictiveListVersions as v, sql, users } from '@lince/db';
import { countAll, pageResult, pageWindow } from '../../lib/paging.ts';
import type { DbExecutor } from '../../lib/db-executor.ts';
import { ownerIs, type ListOwner } from './repository.ts';

/** What the screens read of the list versions: the versions in force and each list's history. */

const importer = sql<
  string | null
>`(select ${users.name} from ${users} where ${users.id} = ${v.importedBy})`;

/**
 * The versions in force for a company: each public list's newest CONCLUIDA version and the
 * company's own list's (another company's never), with who imported it.
 */
export async function versionsInForce(db: DbExecutor, companyId: string): Promise<ListInForce[]> {
  const rows = await db
    .selectDistinctOn([v.list], {
      list: v.list,
      version: v.version,
      importedAt: v.importedAt,
      rows: v.rows,
      fileName: v.fileName,
      sha256: v.sha256,
      importedBy: importer,
    })
    .from(v)
    .where(
      sql`${v.state} = 'CONCLUIDA' and (${v.companyId} is null or ${v.companyId} = ${companyId})`,
    )
    .orderBy(v.list, sql`${v.version} desc`);
  return rows.map((row) => ({ ...row, importedAt: (row.importedAt ?? new Date(0)).toISOString() }));
}

/** The versions of one list of an owner, newest first (failed and running ones included), paged. */
export async function versionHistory(
  db: DbExecutor,
  owner: ListOwner,
  page: number,
  pageSize: number,
) {
  const where = ownerIs(owner);
  const inForce = sql<
    number | null
  >`(select max(${v.version}) from ${v} where ${where} and ${v.state} = 'CONCLUIDA')`;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: v.id,
        list: v.list,
        version: v.version,
        state: v.state,
        rows: v.rows,
        fileName: v.fileName,
        sha256: v.sha256,
        importedBy: importer,
        taskId: v.taskId,
        message: v.message,
        createdAt: v.createdAt,
        importedAt: v.importedAt,
        inForce: sql<boolean>`${v.state} = 'CONCLUIDA' and ${v.version} = ${inForce}`,
      })
      .from(v)
      .where(where)
      .orderBy(sql`${v.version} desc`)
      .limit(pageWindow(page, pageSize).limit)
      .offset(pageWindow(page, pageSize).offset),
    db.select({ total: countAll() }).from(v).where(where),
  ]);
  const items: ListVersion[] = rows.map(({ id, taskId, createdAt, importedAt, ...row }) => ({
    _id: id,
    ...row,
    list: row.list as RestrictiveList,
    jobId: taskId,
    createdAt: createdAt.toISOString(),
    importedAt: importedAt?.toISOString() ?? null,
    inForce: !!row.inForce,
  }));
  return pageResult(items, count?.total ?? 0, page, pageSize);
}
