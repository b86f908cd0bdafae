import type {
  Lawsuit,
  LawsuitArea,
  LawsuitRisk,
  LawsuitSide,
  LawsuitSort,
  LawsuitStatus,
  LawsuitSummary,
} from '@lince/contracts';
import { and, asc, desc, eq, lawsuits, sql, type LawsuitRow } from '@lince/db';
import type { DbExecutor } from '../../core/context.ts';

/** Lawsuits are always read through their diligence and the caller's company. */

export interface LawsuitFilter {
  area?: LawsuitArea | undefined;
  side?: LawsuitSide | undefined;
  risk?: LawsuitRisk | undefined;
  status?: LawsuitStatus | undefined;
}

const entityScope = (companyId: string, diligenceId: string, entityId: string) =>
  and(
    eq(lawsuits.companyId, companyId),
    eq(lawsuits.diligenceId, diligenceId),
    eq(lawsuits.entityId, entityId),
  )!;

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

/** One page of the entity's lawsuits (empty values last either way; ties by CNJ number). */
export async function listLawsuits(
  db: DbExecutor,
  companyId: string,
  diligenceId: string,
  entityId: string,
  filter: LawsuitFilter,
  page: { page: number; pageSize: number; sort: LawsuitSort; order: 'asc' | 'desc' },
): Promise<{ rows: LawsuitRow[]; total: number }> {
  const where = and(
    entityScope(companyId, diligenceId, entityId),
    filter.area ? eq(lawsuits.area, filter.area) : undefined,
    filter.side ? eq(lawsuits.side, filter.side) : undefined,
    filter.risk ? eq(lawsuits.risk, filter.risk) : undefined,
    filter.status ? eq(lawsuits.status, filter.status) : undefined,
  );
  const column = SORT_COLUMNS[page.sort];
  const direction = page.order === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(lawsuits)
      .where(where)
      .orderBy(sql`${column} ${direction}`, asc(lawsuits.cnjNumber))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db
      .select({ total: sql<number>`cast(count(*) as integer)` })
      .from(lawsuits)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

const sum = (column: typeof lawsuits.claimValue) =>
  sql<string>`cast(coalesce(sum(${column}), 0) as numeric(18, 2))::text`;

/** Exact sum of decimal strings with 2 places (as cents). */
const addAmounts = (a: string, b: string) => {
  const cents = (v: string) => BigInt(v.replace('.', ''));
  const total = (cents(a) + cents(b)).toString().padStart(3, '0');
  return `${total.slice(0, -2)}.${total.slice(-2)}`;
};

/**
 * The entity's summary: one SQL aggregate by area × side × risk (counts and sums), folded into the
 * area × risk table and the passive exposure; and the 5 largest by claim value.
 */
export async function summarizeLawsuits(
  db: DbExecutor,
  companyId: string,
  diligenceId: string,
  entityId: string,
): Promise<Omit<LawsuitSummary, 'largest'> & { largest: LawsuitRow[] }> {
  const scope = entityScope(companyId, diligenceId, entityId);
  const [groups, largest] = await Promise.all([
    db
      .select({
        area: lawsuits.area,
        side: lawsuits.side,
        risk: lawsuits.risk,
        count: sql<number>`cast(count(*) as integer)`,
        claimValue: sum(lawsuits.claimValue),
        estimatedLoss: sum(lawsuits.estimatedLoss),
      })
      .from(lawsuits)
      .where(scope)
      .groupBy(lawsuits.area, lawsuits.side, lawsuits.risk)
      .orderBy(lawsuits.area, sql`${lawsuits.risk} nulls last`),
    db
      .select()
      .from(lawsuits)
      .where(and(scope, sql`${lawsuits.claimValue} is not null`))
      .orderBy(desc(lawsuits.claimValue), asc(lawsuits.cnjNumber))
      .limit(5),
  ]);
  const byAreaAndRisk = new Map<string, LawsuitSummary['byAreaAndRisk'][number]>();
  let passiveProbableLoss = '0.00';
  let passivePossibleLoss = '0.00';
  for (const g of groups) {
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
