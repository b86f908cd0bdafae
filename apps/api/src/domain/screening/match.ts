import type { RestrictiveList, ScreeningMatchKind, ScreeningRecord } from '@lince/contracts';
import { sql } from '@lince/db';
import type { DbExecutor } from '../../lib/db-executor.ts';
import { plainRows } from '../../lib/plain-rows.ts';
import type { ListVersionInForce } from '../restrictive-lists/in-force.ts';
import type { PartyKeys } from './parties.ts';

/** A record a party matched, with how. */
export interface ScreeningMatch {
  entityId: string;
  list: RestrictiveList;
  version: number;
  recordKey: string;
  matchKind: ScreeningMatchKind;
  score: number;
  record: ScreeningRecord;
}

/** A party's keys and the similarity its name must reach against OFAC names. */
export type MatchParty = PartyKeys & { threshold: number };

const RANK: Record<ScreeningMatchKind, number> = {
  DOCUMENTO: 0,
  RAIZ_CNPJ: 1,
  CPF_PARCIAL_NOME: 2,
  NOME: 3,
};

const trigramByDb = new WeakMap<object, Promise<boolean>>();

/** Whether pg_trgm is installed (PGlite and the usual servers have it; migration 0004). */
function hasTrigrams(db: DbExecutor): Promise<boolean> {
  const key = db as object;
  let known = trigramByDb.get(key);
  if (!known) {
    known = plainRows(db, sql`select 1 from pg_extension where extname = 'pg_trgm'`).then(
      (rows) => rows.length > 0,
    );
    trigramByDb.set(key, known);
  }
  return known;
}

const RECORD_COLUMNS = sql`r.record_key, r.name, r.document, r.category,
  r.start_date::text as start_date, r.end_date::text as end_date, r.organ, r.legal_basis, r.process,
  r.fine`;

/**
 * OFAC names near the party's, one statement per party with the name bound (so the planner reads
 * the trigram GIN index for it): similarity at or over the company's threshold where pg_trgm
 * exists, else the same normalised name.
 */
async function ofacMatches(
  db: DbExecutor,
  party: MatchParty,
  version: ListVersionInForce,
  trigrams: boolean,
): Promise<Record<string, unknown>[]> {
  const near = trigrams
    ? sql`n.name_key % ${party.nameKey} and similarity(n.name_key, ${party.nameKey}) >= ${party.threshold}`
    : sql`n.name_key = ${party.nameKey}`;
  const score = trigrams ? sql`similarity(n.name_key, ${party.nameKey})` : sql`1::real`;
  return plainRows(
    db,
    sql`select ${party.entityId} as entity_id, ${version.list} as list, ${version.version} as version,
      'NOME' as kind, max(${score}) as score, ${RECORD_COLUMNS}
      from restrictive_list_names n join restrictive_list_records r on r.id = n.record_id
      where ${near} and n.version_id = ${version.versionId}
      group by r.id`,
  );
}

/**
 * Every record of the versions in force the parties match (decision 056), in one statement:
 * - DOCUMENTO: the whole CPF or CNPJ;
 * - RAIZ_CNPJ: another CNPJ of the same root (a branch or the head office);
 * - CPF_PARCIAL_NOME: the six middle digits of the CPF and the normalised name — a record whose
 *   CPF is masked, or a party whose CPF is masked (never a CPF match for a mask);
 * - NOME: OFAC's names and aliases by similarity; another list's record only when it has no
 *   document at all (a company's own list of names), by the same normalised name.
 * One match per party, list and record: the strongest kind.
 */
export async function matchParties(
  db: DbExecutor,
  parties: MatchParty[],
  versions: ListVersionInForce[],
): Promise<ScreeningMatch[]> {
  if (parties.length === 0 || versions.length === 0) return [];
  const trigrams = await hasTrigrams(db);
  // The statement's estimates (100 rows per JSON set) pass PostgreSQL's JIT threshold: compiling
  // it took ~135 ms of a 1 ms query (measured on PostgreSQL 15). In the caller's transaction only.
  await db.execute(sql`set local jit = off`);
  const p = JSON.stringify(
    parties.map((x) => ({
      entity_id: x.entityId,
      kind: x.kind,
      document_key: x.documentKey,
      cnpj_root: x.cnpjRoot,
      cpf_visible: x.cpfVisible,
      name_key: x.nameKey,
      threshold: x.threshold,
    })),
  );
  const v = JSON.stringify(
    versions.map((x) => ({ id: x.versionId, list: x.list, version: x.version })),
  );
  const rows = await plainRows(
    db,
    sql`
    with p as materialized (
      select * from jsonb_to_recordset(${p}::jsonb) as p(
        entity_id text, kind text, document_key text, cnpj_root text, cpf_visible text,
        name_key text, threshold real)
    ), v as materialized (
      select * from jsonb_to_recordset(${v}::jsonb) as v(id text, list text, version int)
    ), m as (
      select p.entity_id, v.list, v.version, r.id as rid, 'DOCUMENTO' as kind, 1::real as score
        from p cross join v cross join lateral (
          select r.id from restrictive_list_records r
          where r.version_id = v.id and r.document_key = p.document_key offset 0) r
        where p.document_key is not null
      union all
      select p.entity_id, v.list, v.version, r.id, 'RAIZ_CNPJ', 1::real
        from p cross join v cross join lateral (
          select r.id from restrictive_list_records r
          where r.version_id = v.id and r.cnpj_root = p.cnpj_root
            and r.document_key is distinct from p.document_key offset 0) r
        where p.kind = 'PJ' and p.cnpj_root is not null
      union all
      select p.entity_id, v.list, v.version, r.id, 'CPF_PARCIAL_NOME', 1::real
        from p cross join v cross join lateral (
          select r.id from restrictive_list_records r
          where r.version_id = v.id and r.name_key = p.name_key and (
            (r.document_key is null and r.cpf_visible = p.cpf_visible)
            or (p.document_key is null and length(r.document_key) = 11
                and substr(r.document_key, 4, 6) = p.cpf_visible)) offset 0) r
        where p.kind = 'PF' and p.cpf_visible is not null
      union all
      select p.entity_id, v.list, v.version, r.id, 'NOME', 1::real
        from p cross join v cross join lateral (
          select r.id from restrictive_list_records r
          where r.version_id = v.id and r.name_key = p.name_key and r.document_key is null
            and r.cpf_visible is null and r.cnpj_root is null offset 0) r
        where v.list <> 'OFAC'
    )
    select m.entity_id, m.list, m.version, m.kind, m.score, ${RECORD_COLUMNS}
      from m cross join lateral (
        select * from restrictive_list_records r where r.id = m.rid offset 0) r`,
  );
  const ofac = versions.find((x) => x.list === 'OFAC');
  if (ofac) {
    // Each name's estimate is a few rows, yet the planner prices the trigram index above a
    // sequential scan of every OFAC name (measured: ~300 ms against 40,000 names on PGlite, ~40 ms
    // through the index); within the screening's transaction only, the index is preferred.
    if (trigrams) await db.execute(sql`set local enable_seqscan = off`);
    for (const party of parties) rows.push(...(await ofacMatches(db, party, ofac, trigrams)));
    if (trigrams) await db.execute(sql`set local enable_seqscan = on`);
  }
  const best = new Map<string, ScreeningMatch>();
  for (const row of rows) {
    const match = toMatch(row);
    const key = `${match.entityId}\u0000${match.list}\u0000${match.recordKey}`;
    const seen = best.get(key);
    if (
      !seen ||
      RANK[match.matchKind] < RANK[seen.matchKind] ||
      (match.matchKind === seen.matchKind && match.score > seen.score)
    )
      best.set(key, match);
  }
  return [...best.values()];
}

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

function toMatch(row: Record<string, unknown>): ScreeningMatch {
  return {
    entityId: String(row.entity_id),
    list: row.list as RestrictiveList,
    version: Number(row.version),
    recordKey: String(row.record_key),
    matchKind: row.kind as ScreeningMatchKind,
    score: Math.round(Number(row.score) * 1000) / 1000,
    record: {
      name: String(row.name),
      document: text(row.document),
      category: text(row.category),
      startDate: text(row.start_date),
      endDate: text(row.end_date),
      organ: text(row.organ),
      legalBasis: text(row.legal_basis),
      process: text(row.process),
      fine: text(row.fine),
    },
  };
}
