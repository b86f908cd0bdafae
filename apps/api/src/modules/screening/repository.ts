import type { EntityScreening, ScreeningHit } from '@lince/contracts';
import {
  and,
  asc,
  desc,
  entityScreenings,
  eq,
  screeningHits,
  users,
  type ScreeningHitRow,
} from '@lince/db';
import type { DbExecutor } from '../../core/context.ts';

/** Hits are always read through their diligence and the caller's company. */

export function toHit(row: ScreeningHitRow, deciderName: string | null): ScreeningHit {
  return {
    _id: row.id,
    list: row.list,
    version: row.version,
    matchKind: row.matchKind,
    score: row.score,
    record: row.record,
    status: row.status,
    ended: row.ended,
    current: row.current,
    justification: row.justification,
    decidedBy: row.decidedBy ? { _id: row.decidedBy, name: deciderName ?? '' } : null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    findingId: row.findingId,
  };
}

/** A party's screening: its date and versions, and its hits (current first, then by list). */
export async function readScreening(
  db: DbExecutor,
  companyId: string,
  entityId: string,
): Promise<EntityScreening> {
  const [screening] = await db
    .select()
    .from(entityScreenings)
    .where(and(eq(entityScreenings.companyId, companyId), eq(entityScreenings.entityId, entityId)));
  const hits = await db
    .select({ hit: screeningHits, deciderName: users.name })
    .from(screeningHits)
    .leftJoin(users, eq(users.id, screeningHits.decidedBy))
    .where(and(eq(screeningHits.companyId, companyId), eq(screeningHits.entityId, entityId)))
    .orderBy(
      desc(screeningHits.current),
      asc(screeningHits.ended),
      asc(screeningHits.list),
      asc(screeningHits.createdAt),
    );
  return {
    screenedAt: screening?.screenedAt.toISOString() ?? null,
    lists: screening?.lists ?? [],
    hits: hits.map((h) => toHit(h.hit, h.deciderName)),
  };
}

/** The hit of the company's diligence, or undefined. */
export async function findHit(
  db: DbExecutor,
  companyId: string,
  diligenceId: string,
  hitId: string,
): Promise<ScreeningHitRow | undefined> {
  const [row] = await db
    .select()
    .from(screeningHits)
    .where(
      and(
        eq(screeningHits.companyId, companyId),
        eq(screeningHits.diligenceId, diligenceId),
        eq(screeningHits.id, hitId),
      ),
    )
    .limit(1);
  return row;
}

export async function updateHit(
  db: DbExecutor,
  id: string,
  values: Partial<typeof screeningHits.$inferInsert>,
): Promise<void> {
  await db.update(screeningHits).set(values).where(eq(screeningHits.id, id));
}
