import {
  LAWSUIT_RISK_UNRATED,
  type Lawsuit,
  type LawsuitArea,
  type LawsuitRisk,
  type LawsuitRiskFilter,
  type LawsuitSide,
  type LawsuitSort,
  type LawsuitStatus,
  type LawsuitSummary,
} from '@lince/contracts';
import {
  and,
  entities,
  eq,
  getTableColumns,
  isNull,
  lawsuitVersions,
  lawsuits,
  sql,
  type LawsuitRow,
} from '@lince/db';
import type { DbExecutor } from '../../core/context.ts';
import { plainRows, plainSelection } from '../../lib/plain-rows.ts';

/**
 * Lawsuits are always read through their diligence and the caller's company: one by its id with
 * both, an entity's through `checkedEntity`.
 */

export interface LawsuitFilter {
  area?: LawsuitArea | undefined;
  side?: LawsuitSide | undefined;
  /** A rating, or `NAO_CLASSIFICADO`: not rated yet. */
  risk?: LawsuitRiskFilter | undefined;
  status?: LawsuitStatus | undefined;
}

const riskIs = (risk: LawsuitRiskFilter) =>
  risk === LAWSUIT_RISK_UNRATED ? isNull(lawsuits.risk) : eq(lawsuits.risk, risk);

/** The whitelisted sort columns (the contract's `LAWSUIT_SORTS`). */
const SORT_COLUMNS = {
  cnjNumber: lawsuits.cnjNumber,
  court: lawsuits.court,
  area: lawsuits.area,
  side: lawsuits.side,
  claimValue: lawsuits.claimValue,
  filedAt: lawsuits.filedAt,
  status: lawsuits.status,
  lastMovementAt: lawsuits.lastMovementAt,
  risk: lawsuits.risk,
  estimatedLoss: lawsuits.estimatedLoss,
} as const satisfies Record<LawsuitSort, unknown>;

/** A lawsuit row read without Drizzle's per-field mapper (pages of up to 100). */
const lawsuitRow = plainSelection<LawsuitRow>(getTableColumns(lawsuits));

declare const checked: unique symbol;
/**
 * An entity found in the caller's company and diligence (by `checkedEntity`), with the version of
 * its lawsuits. Its lawsuits are then read by `entity_id` alone: the planner estimates the rows
 * right and the summary reads its covering index alone (company and diligence follow from the
 * entity; repeating them multiplied their selectivities and forced heap reads).
 */
export type CheckedEntity = { entityId: string; version: number } & { readonly [checked]: true };

/**
 * The entity when it is one of the diligence's in the caller's company, with the version of its
 * lawsuits (bumped by triggers on every write of them, migration 0014); undefined otherwise. The
 * list's entity check and its summary's cache key in one primary-key look-up.
 */
export async function checkedEntity(
  db: DbExecutor,
  companyId: string,
  diligenceId: string,
  entityId: string,
): Promise<CheckedEntity | undefined> {
  const [row] = await db
    .select({ version: sql<number>`coalesce(${lawsuitVersions.version}, 0)`.mapWith(Number) })
    .from(entities)
    .leftJoin(lawsuitVersions, eq(lawsuitVersions.entityId, entities.id))
    .where(
      and(
        eq(entities.id, entityId),
        eq(entities.companyId, companyId),
        eq(entities.diligenceId, diligenceId),
      ),
    );
  return row ? ({ entityId, version: row.version } as CheckedEntity) : undefined;
}

/**
 * The order of a sort: empty values last either way, ties by CNJ number — each read in the order
 * of an index of the schema (`lawsuits_entity_<column>_asc|desc_idx`; the CNJ number's own unique
 * index, read backwards, for its desc).
 */
function orderOf(sort: LawsuitSort, order: 'asc' | 'desc') {
  if (sort === 'cnjNumber') return order === 'desc' ? sql`"cnj_number" desc` : sql`"cnj_number"`;
  const column = sql.identifier(SORT_COLUMNS[sort].name);
  return order === 'desc'
    ? sql`${column} desc nulls last, "cnj_number"`
    : sql`${column}, "cnj_number"`;
}

/**
 * One page of the entity's lawsuits and how many match, in one statement: the total is an
 * uncorrelated subquery, computed once (decision 034). Only a page past the end, which has no row
 * to carry it, costs a second query.
 */
export async function listLawsuits(
  db: DbExecutor,
  { entityId }: CheckedEntity,
  filter: LawsuitFilter,
  page: { page: number; pageSize: number; sort: LawsuitSort; order: 'asc' | 'desc' },
): Promise<{ rows: LawsuitRow[]; total: number }> {
  const where = and(
    eq(lawsuits.entityId, entityId),
    filter.area ? eq(lawsuits.area, filter.area) : undefined,
    filter.side ? eq(lawsuits.side, filter.side) : undefined,
    filter.risk ? riskIs(filter.risk) : undefined,
    filter.status ? eq(lawsuits.status, filter.status) : undefined,
  );
  const count = sql`(select cast(count(*) as integer) from ${lawsuits} where ${where})`;
  const raw = await plainRows(
    db,
    sql`select ${lawsuitRow.list}, ${count} as "total" from ${lawsuits} where ${where}
      order by ${orderOf(page.sort, page.order)}
      limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`,
  );
  if (raw.length > 0)
    return { rows: raw.map((r) => lawsuitRow.map(r)), total: Number(raw[0]!.total) };
  if (page.page === 1) return { rows: [], total: 0 };
  const [row] = await plainRows(db, sql`select ${count} as "total"`);
  return { rows: [], total: Number(row?.total ?? 0) };
}

/** Exact sum of decimal strings with 2 places (as cents). */
const addAmounts = (a: string, b: string) => {
  const cents = (v: string) => BigInt(v.replace('.', ''));
  const total = (cents(a) + cents(b)).toString().padStart(3, '0');
  return `${total.slice(0, -2)}.${total.slice(-2)}`;
};

interface SummaryGroup {
  area: LawsuitArea;
  side: LawsuitSide;
  risk: LawsuitRisk | null;
  count: number;
  claimValue: string;
  estimatedLoss: string;
}

const sum = (column: string) =>
  sql`cast(coalesce(sum(${sql.identifier(column)}), 0) as numeric(18, 2))::text`;

/**
 * The entity's summary in one statement: the aggregate by area × side × risk (counts and sums, as
 * JSON) beside the 5 largest by claim value (a lateral join, so an entity without any still gets
 * its row), folded into the area × risk table and the passive exposure.
 */
export async function summarizeLawsuits(
  db: DbExecutor,
  { entityId }: CheckedEntity,
): Promise<Omit<LawsuitSummary, 'largest'> & { largest: LawsuitRow[] }> {
  const scope = eq(lawsuits.entityId, entityId);
  const raw = await plainRows(
    db,
    sql`select g."groups", ${lawsuitRow.list}
      from (
        select coalesce(json_agg(x order by x."area", x."risk" nulls last), '[]') as "groups"
        from (
          select "area", "side", "risk", cast(count(*) as integer) as "count",
            ${sum('claim_value')} as "claimValue", ${sum('estimated_loss')} as "estimatedLoss"
          from ${lawsuits} where ${scope}
          group by "area", "side", "risk"
        ) x
      ) g
      left join lateral (
        select * from ${lawsuits} where ${scope} and ${lawsuits.claimValue} is not null
        order by ${lawsuits.claimValue} desc nulls last, ${lawsuits.cnjNumber}
        limit 5
      ) ${lawsuits} on true`,
  );
  const groups = (raw[0]?.groups ?? []) as SummaryGroup[];
  const largest = raw.filter((r) => r.id != null).map((r) => lawsuitRow.map(r));
  const byAreaAndRisk = new Map<string, LawsuitSummary['byAreaAndRisk'][number]>();
  let passiveProbableLoss = '0.00';
  let passivePossibleLoss = '0.00';
  for (const g of typeof groups === 'string' ? (JSON.parse(groups) as SummaryGroup[]) : groups) {
    const key = `${g.area}|${g.risk ?? ''}`;
    const cell = byAreaAndRisk.get(key);
    if (cell) {
      cell.count += g.count;
      cell.claimValue = addAmounts(cell.claimValue, g.claimValue);
      cell.estimatedLoss = addAmounts(cell.estimatedLoss, g.estimatedLoss);
    } else {
      const { area, risk, count, claimValue, estimatedLoss } = g;
      byAreaAndRisk.set(key, { area, risk, count, claimValue, estimatedLoss });
    }
    if (g.side !== 'PASSIVO') continue;
    if (g.risk === 'PROVAVEL')
      passiveProbableLoss = addAmounts(passiveProbableLoss, g.estimatedLoss);
    if (g.risk === 'POSSIVEL')
      passivePossibleLoss = addAmounts(passivePossibleLoss, g.estimatedLoss);
  }
  return {
    byAreaAndRisk: [...byAreaAndRisk.values()],
    passiveProbableLoss,
    passivePossibleLoss,
    largest,
  };
}

export async function findLawsuit(
  db: DbExecutor,
  companyId: string,
  diligenceId: string,
  id: string,
): Promise<LawsuitRow | undefined> {
  const [row] = await db
    .select()
    .from(lawsuits)
    .where(
      and(
        eq(lawsuits.companyId, companyId),
        eq(lawsuits.diligenceId, diligenceId),
        eq(lawsuits.id, id),
      ),
    )
    .limit(1);
  return row;
}

export async function insertLawsuit(
  tx: DbExecutor,
  values: typeof lawsuits.$inferInsert,
): Promise<LawsuitRow> {
  const [row] = await tx.insert(lawsuits).values(values).returning();
  return row!;
}

export async function updateLawsuit(
  tx: DbExecutor,
  id: string,
  values: Partial<typeof lawsuits.$inferInsert>,
): Promise<LawsuitRow> {
  const [row] = await tx.update(lawsuits).set(values).where(eq(lawsuits.id, id)).returning();
  return row!;
}

export async function deleteLawsuit(tx: DbExecutor, id: string) {
  await tx.delete(lawsuits).where(eq(lawsuits.id, id));
}

export function toLawsuit(r: LawsuitRow): Lawsuit {
  return {
    _id: r.id,
    diligenceId: r.diligenceId,
    entityId: r.entityId,
    cnjNumber: r.cnjNumber,
    court: r.court,
    body: r.body,
    class: r.class,
    subjects: r.subjects,
    area: r.area,
    side: r.side,
    counterparty: r.counterparty,
    claimValue: r.claimValue,
    filedAt: r.filedAt,
    status: r.status,
    phase: r.phase,
    lastMovementAt: r.lastMovementAt,
    risk: r.risk,
    estimatedLoss: r.estimatedLoss,
    notes: r.notes,
    source: r.source,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
