import { KANBAN_STATUSES, type DiligenceFilter, type DiligenceStatus } from '@lince/contracts';
import {
  and,
  asc,
  listingVersions,
  companies,
  diligenceMembers,
  diligences,
  eq,
  gte,
  inArray,
  lte,
  ne,
  or,
  sql,
  users,
  type Database,
  type SQL,
} from '@lince/db';
import { matchSearch } from '../../domain/diligence/search-text.ts';
import { countAll, orderBy, pageWindow } from '../../lib/paging.ts';
import { plainRows, plainSelection } from '../../lib/plain-rows.ts';
import { preparedPerDatabase } from '../../lib/prepared.ts';
import { listColumns, owner, type DiligenceListRow } from '../../domain/diligence/record.ts';

/**
 * The diligence list and kanban's SQL. Every query here is scoped by `companyId` (the caller's,
 * from the verified token): another company's diligences simply are not found.
 */

/** The rating shown: the analyst's override, else the computed one. */
export const effectiveRisk = sql`coalesce(${diligences.riskRating}, ${diligences.riskComputed})`;

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
const boardCard = plainSelection<DiligenceListRow & { screeningAlert: boolean }>({
  ...listColumns,
  // A party with an open restrictive-list hit: one probe of the hits' partial index per card.
  screeningAlert: sql<boolean>`exists (select 1 from "screening_hits" h where h."diligence_id" = ${diligences.id} and h."current" and h."status" in ('NOVA', 'CONFIRMADA') and not h."ended")`,
});

export interface BoardRow {
  status: DiligenceStatus;
  count: number;
  slaDays: unknown;
  card: (DiligenceListRow & { screeningAlert: boolean }) | null;
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
