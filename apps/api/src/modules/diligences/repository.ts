import {
  KANBAN_STATUSES,
  normalizeSearchText,
  stripPunctuation,
  type DiligenceFilter,
  type DiligenceStatus,
} from '@lince/contracts';
import {
  alias,
  and,
  asc,
  listingVersions,
  companies,
  diligenceMembers,
  diligences,
  entities,
  eq,
  gte,
  inArray,
  lte,
  ne,
  or,
  sql,
  users,
  type Database,
  type DiligenceRow,
  type SQL,
} from '@lince/db';
import { countAll, likePattern, orderBy, pageWindow } from '../../lib/paging.ts';
import { plainRows, plainSelection } from '../../lib/plain-rows.ts';
import { preparedPerDatabase } from '../../lib/prepared.ts';
import type { DbExecutor } from '../../core/context.ts';

/**
 * Every query here is scoped by `companyId` (the caller's, from the verified token): another
 * company's diligence simply is not found.
 */

const owner = alias(users, 'owner');

/** What a list row or a kanban card shows (`toListItem`): no long texts, nothing else. */
const listItemColumns = {
  id: diligences.id,
  code: diligences.code,
  title: diligences.title,
  purpose: diligences.purpose,
  status: diligences.status,
  priority: diligences.priority,
  dueDate: diligences.dueDate,
  ownerId: diligences.ownerId,
  riskComputed: diligences.riskComputed,
  riskRating: diligences.riskRating,
  riskJustification: diligences.riskJustification,
  statusChangedAt: diligences.statusChangedAt,
  createdAt: diligences.createdAt,
};

/** Every column but `search_text` (long, and never shown) and the sort ranks. */
const detailColumns = {
  ...listItemColumns,
  companyId: diligences.companyId,
  description: diligences.description,
  trackId: diligences.trackId,
  trackVersion: diligences.trackVersion,
  conclusion: diligences.conclusion,
  createdBy: diligences.createdBy,
  updatedAt: diligences.updatedAt,
  concludedAt: diligences.concludedAt,
  canceledAt: diligences.canceledAt,
  cancelReason: diligences.cancelReason,
};

export const listColumns = {
  diligence: listItemColumns,
  ownerName: owner.name,
  ownerAvatar: owner.avatar,
};
export interface DiligenceListRow {
  diligence: Pick<DiligenceRow, keyof typeof listItemColumns>;
  ownerName: string;
  ownerAvatar: string | null;
}

const detailRowColumns = { ...listColumns, diligence: detailColumns };
export interface DiligenceDetailRow extends DiligenceListRow {
  diligence: Omit<DiligenceRow, 'searchText' | 'statusRank' | 'priorityRank'>;
}

/** The rating shown: the analyst's override, else the computed one. */
export const effectiveRisk = sql`coalesce(${diligences.riskRating}, ${diligences.riskComputed})`;

/** Search terms as stored in `search_text`: the normalised text and, for documents, without punctuation. */
export function searchTerms(raw: string): string[] {
  const text = normalizeSearchText(raw);
  if (!text) return [];
  const bare = stripPunctuation(text);
  return bare && bare !== text && bare.length >= 3 ? [text, bare] : [text];
}

export function matchSearch(
  column: SQL | typeof diligences.searchText | typeof entities.searchText,
  raw: string,
): SQL | undefined {
  const terms = searchTerms(raw);
  if (!terms.length) return undefined;
  return or(...terms.map((term) => sql`${column} like ${likePattern(term)}`));
}

/**
 * How the `memberId` filter is written. `rows` (a hashed subplan per row) suits reading rows in an
 * index's order until a page is full; `set` (the member's diligence ids as an array, matched
 * through the primary key in a bitmap OR with the owner index) suits counting them all.
 */
export type MemberMatch = 'rows' | 'set';

export function filterConditions(
  companyId: string,
  filter: DiligenceFilter,
  memberMatch: MemberMatch = 'rows',
): SQL[] {
  const where: SQL[] = [eq(diligences.companyId, companyId)];
  if (filter.status?.length) where.push(inArray(diligences.status, filter.status));
  const wantsCanceled = filter.includeCanceled || filter.status?.includes('CANCELADA');
  if (!wantsCanceled) where.push(ne(diligences.status, 'CANCELADA'));
  if (filter.purpose?.length) where.push(inArray(diligences.purpose, filter.purpose));
  if (filter.priority?.length) where.push(inArray(diligences.priority, filter.priority));
  if (filter.risk?.length) where.push(sql`${effectiveRisk} in ${filter.risk}`);
  if (filter.ownerId) where.push(eq(diligences.ownerId, filter.ownerId));
  if (filter.memberId) {
    const teams = sql`select m."diligence_id" from ${diligenceMembers} m where m."user_id" = ${filter.memberId}`;
    where.push(
      or(
        eq(diligences.ownerId, filter.memberId),
        memberMatch === 'set'
          ? sql`${diligences.id} = any(array(${teams}))`
          : sql`exists (${teams} and m."diligence_id" = ${diligences.id})`,
      )!,
    );
  }
  if (filter.dueFrom) where.push(gte(diligences.dueDate, filter.dueFrom));
  if (filter.dueTo) where.push(lte(diligences.dueDate, filter.dueTo));
  if (filter.search) {
    const match = matchSearch(diligences.searchText, filter.search);
    if (match) where.push(match);
  }
  return where;
}

export type DiligenceSort = 'code' | 'title' | 'dueDate' | 'status' | 'priority' | 'createdAt';

/** Each sort of the list has an index on `(company_id, <column>)` (schema/diligences.ts). */
const SORT_COLUMNS = {
  code: diligences.code,
  title: sql`lower(${diligences.title})`,
  dueDate: diligences.dueDate,
  status: diligences.statusRank,
  priority: diligences.priorityRank,
  createdAt: diligences.createdAt,
} satisfies Record<DiligenceSort, unknown>;

/**
 * One page of the list and the total, in one statement: the total is an uncorrelated subquery
 * (computed once, index-only when only the company and status filter). Only a page past the end,
 * which has no row to carry it, costs a second query.
 */
export async function listDiligences(
  db: Database,
  companyId: string,
  filter: DiligenceFilter & {
    sort: DiligenceSort;
    order: 'asc' | 'desc';
    page: number;
    pageSize: number;
  },
) {
  const condition = and(...filterConditions(companyId, filter));
  const { limit, offset } = pageWindow(filter.page, filter.pageSize);
  const total = db
    .select({ n: countAll() })
    .from(diligences)
    .where(and(...filterConditions(companyId, filter, 'set')));
  const rows = await db
    .select({ ...listColumns, total: sql<number>`(${total})`.mapWith(Number) })
    .from(diligences)
    .innerJoin(owner, eq(owner.id, diligences.ownerId))
    .where(condition)
    .orderBy(...orderBy(SORT_COLUMNS[filter.sort], filter.order, diligences.id))
    .limit(limit)
    .offset(offset);
  if (rows.length) return { rows: rows as DiligenceListRow[], total: rows[0]!.total };
  const [count] = offset ? await total : [{ n: 0 }];
  return { rows: [] as DiligenceListRow[], total: count?.n ?? 0 };
}

/** The board's columns, in order, as a derived table `board_column(status, position)`. */
const boardColumns = sql.raw(
  `(values ${KANBAN_STATUSES.map((s, i) => `('${s}', ${i})`).join(', ')}) as "board_column"("status", "position")`,
);
const boardStatus = sql<DiligenceStatus>`"board_column"."status"`;
/** A column's cards: most urgent, then nearest due date, then code (`diligences_company_board_idx`). */
const BOARD_ORDER = [
  sql`${diligences.priorityRank} desc nulls last`,
  sql`${diligences.dueDate} asc nulls last`,
  asc(diligences.code),
];

/** How many diligences match `filter` in each status (statuses without any are absent). */
export async function statusCounts(db: Database, companyId: string, filter: DiligenceFilter) {
  const rows = await db
    .select({ status: diligences.status, n: countAll() })
    .from(diligences)
    .where(and(...filterConditions(companyId, filter, 'set')))
    .groupBy(diligences.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}

/** The kanban's cards read as plain rows (lib/plain-rows.ts): 500 cards through Drizzle's row
 * mapper cost more than the rest of the request. */
const boardCard = plainSelection<DiligenceListRow>(listColumns);

export interface BoardRow {
  status: DiligenceStatus;
  count: number;
  slaDays: unknown;
  card: DiligenceListRow | null;
}

/**
 * The kanban in one statement: for each column, its count (index-only on the board index), its
 * SLA in days (company settings) and its first `limit` cards — most urgent, then nearest due date,
 * then code — read in index order (`diligences_company_board_idx`). Rows come column by column, in
 * card order; a column without cards yields one row with `card` null.
 */
export async function kanbanBoard(
  db: Database,
  companyId: string,
  filter: DiligenceFilter,
  limit: number,
): Promise<BoardRow[]> {
  const inColumn = (memberMatch: MemberMatch) =>
    and(...filterConditions(companyId, filter, memberMatch), eq(diligences.status, boardStatus));
  const rows = await plainRows(
    db,
    sql`select ${boardStatus} as "status", "tally"."n" as "count", "tally"."sla_days" as "slaDays", "card".*
    from ${boardColumns}
    cross join lateral (
      select ${countAll()} as "n",
        (select ${companies.settings} -> 'slaDaysByStatus' -> ${boardStatus} from ${companies} where ${eq(companies.id, companyId)}) as "sla_days"
      from ${diligences} where ${inColumn('set')}
    ) "tally"
    left join lateral (
      select ${boardCard.list}, row_number() over (order by ${sql.join(BOARD_ORDER, sql`, `)}) as "ordinal"
      from ${diligences} inner join ${users} as "owner" on ${eq(owner.id, diligences.ownerId)}
      where ${inColumn('rows')}
      order by ${sql.join(BOARD_ORDER, sql`, `)}
      limit ${limit}
    ) "card" on true
    order by "board_column"."position", "card"."ordinal"`,
  );
  return rows.map((raw) => ({
    status: raw.status as DiligenceStatus,
    count: raw.count as number,
    slaDays: raw.slaDays,
    card: raw['diligence.id'] == null ? null : boardCard.map(raw),
  }));
}

const listingVersionQuery = preparedPerDatabase((db) =>
  db
    .select({ version: listingVersions.version })
    .from(listingVersions)
    .where(eq(listingVersions.companyId, sql.placeholder('companyId')))
    .prepare('listing_version'),
);

/** The company's listing version (0 before its first diligence): changes with every write a row or card shows. */
export async function listingVersion(db: Database, companyId: string): Promise<number> {
  const [row] = await listingVersionQuery(db).execute({ companyId });
  return row?.version ?? 0;
}

export async function findDiligence(
  db: DbExecutor,
  companyId: string,
  id: string,
): Promise<DiligenceDetailRow | undefined> {
  const [row] = await db
    .select(detailRowColumns)
    .from(diligences)
    .innerJoin(owner, eq(owner.id, diligences.ownerId))
    .where(and(eq(diligences.companyId, companyId), eq(diligences.id, id)))
    .limit(1);
  return row as DiligenceDetailRow | undefined;
}

export async function teamOf(db: DbExecutor, diligenceId: string) {
  return db
    .select({ _id: users.id, name: users.name, avatar: users.avatar })
    .from(diligenceMembers)
    .innerJoin(users, eq(users.id, diligenceMembers.userId))
    .where(eq(diligenceMembers.diligenceId, diligenceId))
    .orderBy(users.name);
}

export async function entitiesCountOf(db: DbExecutor, diligenceId: string): Promise<number> {
  const [row] = await db
    .select({ n: countAll() })
    .from(entities)
    .where(eq(entities.diligenceId, diligenceId));
  return row?.n ?? 0;
}

/** The ids among `ids` that are active users of `companyId`. */
export async function activeUsersOf(db: DbExecutor, companyId: string, ids: string[]) {
  if (!ids.length) return new Set<string>();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.active, true), inArray(users.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** Next number of the company's code sequence for `year`; unique under concurrency (row lock of the upsert). */
export async function nextCodeNumber(tx: DbExecutor, companyId: string, year: number) {
  const [row] = await plainRows(
    tx,
    sql`
    insert into "diligence_code_counters" ("company_id", "year", "last") values (${companyId}, ${year}, 1)
    on conflict ("company_id", "year") do update set "last" = "diligence_code_counters"."last" + 1
    returning "last"`,
  );
  return Number(row!.last);
}

export async function replaceTeam(tx: DbExecutor, diligenceId: string, memberIds: string[]) {
  await tx.delete(diligenceMembers).where(eq(diligenceMembers.diligenceId, diligenceId));
  if (memberIds.length)
    await tx
      .insert(diligenceMembers)
      .values(memberIds.map((userId) => ({ diligenceId, userId })))
      .onConflictDoNothing();
}

/** An entity's `search_text`: its name normalised and its document (lower case). */
export const entitySearchText = (name: string, document: string) =>
  `${normalizeSearchText(name)} ${document.toLowerCase()}`;

/**
 * Rewrites the diligence's `search_text`: `code title | entity names and documents`, normalised.
 * The part before `|` is what the global search matches for diligences (code and title).
 */
export async function refreshSearchText(tx: DbExecutor, diligenceId: string) {
  const [row] = await tx
    .select({ code: diligences.code, title: diligences.title })
    .from(diligences)
    .where(eq(diligences.id, diligenceId));
  if (!row) return;
  const parts = await tx
    .select({ name: entities.name, document: entities.document })
    .from(entities)
    .where(eq(entities.diligenceId, diligenceId));
  const clean = (v: string) => normalizeSearchText(v).replaceAll('|', ' ');
  const text = `${clean(`${row.code} ${row.title}`)} | ${parts
    .map((p) => `${clean(p.name)} ${p.document.toLowerCase()}`)
    .join(' ')}`;
  await tx.update(diligences).set({ searchText: text }).where(eq(diligences.id, diligenceId));
}

/** The diligence's computed risk: the highest rating among its entities (PRODUCT §3). */
export async function refreshComputedRisk(tx: DbExecutor, diligenceId: string) {
  await tx.execute(sql`
    update "diligences" set "risk_computed" = (
      select case max(case coalesce(e."risk_rating", e."risk_computed")
        when 'BAIXO' then 1 when 'MEDIO' then 2 when 'ALTO' then 3 when 'CRITICO' then 4 end)
        when 1 then 'BAIXO' when 2 then 'MEDIO' when 3 then 'ALTO' when 4 then 'CRITICO' end
      from "entities" e where e."diligence_id" = ${diligenceId})
    where "id" = ${diligenceId}`);
}

/** The company's SLA days per status (`settings.slaDaysByStatus`; empty when none is set). */
export async function slaDaysOfCompany(db: Database, companyId: string) {
  const [row] = await db
    .select({ settings: companies.settings })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.settings.slaDaysByStatus ?? {};
}

/** Whether the diligence exists in the company (a cheap check before the body is validated). */
export async function diligenceExists(db: DbExecutor, companyId: string, id: string) {
  const [row] = await db
    .select({ id: diligences.id })
    .from(diligences)
    .where(and(eq(diligences.companyId, companyId), eq(diligences.id, id)))
    .limit(1);
  return !!row;
}
