import type { RestrictiveList } from '@lince/contracts';
import { restrictiveListVersions as v, sql, type RestrictiveListVersionRow } from '@lince/db';
import type { DbExecutor } from '../../lib/db-executor.ts';
import type { ListRecordInput } from './layouts/layout.ts';

/** The writes of a list import: its version, its records (in batches), its end and the pruning. */

/** Who owns a list's versions: the provider (public lists) or a client company (EMPRESA). */
export interface ListOwner {
  list: RestrictiveList;
  companyId: string | null;
}

/** The versions of one list of one owner. */
export const ownerIs = ({ list, companyId }: ListOwner) =>
  companyId === null
    ? sql`${v.list} = ${list} and ${v.companyId} is null`
    : sql`${v.list} = ${list} and ${v.companyId} = ${companyId}`;

/**
 * A new version PROCESSANDO, numbered one past the owner's last: a transaction-scoped advisory
 * lock per list and owner serializes the numbering of concurrent imports (on every node).
 */
export async function insertVersion(
  tx: DbExecutor,
  owner: ListOwner,
  values: { fileName: string; sha256: string; importedBy: string; taskId: string },
): Promise<RestrictiveListVersionRow> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`restrictive-list:${owner.list}:${owner.companyId ?? ''}`}))`,
  );
  const [row] = await tx
    .insert(v)
    .values({
      ...owner,
      ...values,
      version: sql`(select coalesce(max(${v.version}), 0) + 1 from ${v} where ${ownerIs(owner)})`,
    })
    .returning();
  return row!;
}

export async function findVersion(
  db: DbExecutor,
  id: string,
): Promise<RestrictiveListVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(v)
    .where(sql`${v.id} = ${id}`)
    .limit(1);
  return row;
}

const recordJson = (versionId: string, r: ListRecordInput) => ({
  version_id: versionId,
  row_number: r.rowNumber,
  record_key: r.recordKey,
  person_kind: r.personKind,
  document: r.document,
  document_key: r.documentKey,
  cnpj_root: r.cnpjRoot,
  cpf_visible: r.cpfVisible,
  name: r.name,
  name_key: r.nameKey,
  category: r.category,
  start_date: r.startDate,
  end_date: r.endDate,
  organ: r.organ,
  legal_basis: r.legalBasis,
  process: r.process,
  fine: r.fine,
  details: r.details,
});

/**
 * One batch of records in one statement: the rows travel as one JSON parameter, unpacked by
 * `json_populate_recordset` into the table's own row type (the same on PGlite and PostgreSQL).
 */
export async function insertRecords(
  db: DbExecutor,
  versionId: string,
  records: ListRecordInput[],
): Promise<void> {
  if (records.length === 0) return;
  const json = JSON.stringify(records.map((record) => recordJson(versionId, record)));
  await db.execute(sql`
    insert into restrictive_list_records
      (version_id, row_number, record_key, person_kind, document, document_key, cnpj_root,
       cpf_visible, name, name_key, category, start_date, end_date, organ, legal_basis, process,
       fine, details)
    select version_id, row_number, record_key, person_kind, document, document_key, cnpj_root,
       cpf_visible, name, name_key, category, start_date, end_date, organ, legal_basis, process,
       fine, details
    from json_populate_recordset(null::restrictive_list_records, ${json}::json)`);
}

/** OFAC: each entry's own name among the names screened by name alone. */
export async function insertOwnNames(db: DbExecutor, versionId: string): Promise<void> {
  await db.execute(sql`
    insert into restrictive_list_names (version_id, record_id, name_key, name)
    select version_id, id, name_key, name from restrictive_list_records
    where version_id = ${versionId}`);
}

/** OFAC: a batch of aliases (`alt.csv`), joined to their entries; an unknown entry is skipped. */
export async function insertAliases(
  db: DbExecutor,
  versionId: string,
  aliases: { entry: string; name: string; nameKey: string }[],
): Promise<number> {
  if (aliases.length === 0) return 0;
  const json = JSON.stringify(aliases.map((a) => ({ k: a.entry, n: a.name, nk: a.nameKey })));
  const rows = await db.execute(sql`
    insert into restrictive_list_names (version_id, record_id, name_key, name)
    select r.version_id, r.id, a.nk, a.n
    from json_to_recordset(${json}::json) as a(k text, n text, nk text)
    join restrictive_list_records r on r.version_id = ${versionId} and r.record_key = a.k
    where a.nk <> ''
    returning 1`);
  return rowCount(rows);
}

const rowCount = (result: unknown): number =>
  (result as { rows?: unknown[] }).rows?.length ?? (result as unknown[]).length ?? 0;

export async function countNames(db: DbExecutor, versionId: string): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select cast(count(*) as integer) as n from restrictive_list_names where version_id = ${versionId}`,
  );
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

/** The records (and names) of a version: before a retried import starts over, or once it failed. */
export async function deleteRecords(db: DbExecutor, versionId: string): Promise<void> {
  await db.execute(sql`delete from restrictive_list_names where version_id = ${versionId}`);
  await db.execute(sql`delete from restrictive_list_records where version_id = ${versionId}`);
}

/** The version finished: CONCLUIDA with its rows and date (only while PROCESSANDO). */
export async function concludeVersion(tx: DbExecutor, id: string, rows: number): Promise<boolean> {
  const done = await tx
    .update(v)
    .set({ state: 'CONCLUIDA', rows, importedAt: new Date() })
    .where(sql`${v.id} = ${id} and ${v.state} = 'PROCESSANDO'`)
    .returning({ id: v.id });
  return done.length > 0;
}

export async function failVersion(db: DbExecutor, id: string, message: string): Promise<void> {
  await db
    .update(v)
    .set({ state: 'FALHOU', message, importedAt: null })
    .where(sql`${v.id} = ${id} and ${v.state} = 'PROCESSANDO'`);
}

/**
 * Keeps the records of the owner's version in force and of the one before it only: the records of
 * older (and failed) versions are deleted; their version rows stay, as the history.
 */
export async function pruneRecords(db: DbExecutor, owner: ListOwner): Promise<void> {
  const stale = sql`select ${v.id} from ${v} where ${ownerIs(owner)} and ${v.state} <> 'PROCESSANDO'
    and ${v.id} not in (
      select ${v.id} from ${v} where ${ownerIs(owner)} and ${v.state} = 'CONCLUIDA'
      order by ${v.version} desc limit 2)`;
  await db.execute(sql`delete from restrictive_list_names where version_id in (${stale})`);
  await db.execute(sql`delete from restrictive_list_records where version_id in (${stale})`);
}
