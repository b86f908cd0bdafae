import { normalizeSearchText, type UserRef } from '@lince/contracts';
import {
  and,
  diligenceCodeCounters,
  diligenceMembers,
  diligences,
  entities,
  eq,
  sql,
  type DiligenceRow,
} from '@lince/db';
import type { DbExecutor } from '../../core/context.ts';
import {
  listColumns,
  listItemColumns,
  owner,
  type DiligenceListRow,
} from './listing-repository.ts';

/**
 * One diligence's SQL: its reads are scoped by `companyId` (the caller's, from the verified
 * token), so another company's diligence simply is not found; its writes take an id read that way.
 */

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

/** The team by name, as a JSON array of `{ _id, name, avatar }`. */
const team = sql<UserRef[]>`coalesce((
  select json_agg(json_build_object('_id', u."id", 'name', u."name", 'avatar', u."avatar") order by u."name")
  from ${diligenceMembers} m inner join "users" u on u."id" = m."user_id"
  where m."diligence_id" = ${diligences.id}), '[]'::json)`;
/** The track version the diligence follows, as `{ _id, trackId, name, version }`, or null. */
const track = sql<DiligenceRecord['track']>`(
  select json_build_object('_id', tv."id", 'trackId', tv."track_id", 'name', tv."name", 'version', tv."version")
  from "track_versions" tv where tv."track_id" = ${diligences.trackId} and tv."version" = ${diligences.trackVersion})`;
const entitiesCount = sql<number>`(select cast(count(*) as integer) from ${entities} e where e."diligence_id" = ${diligences.id})`;

/** A diligence as the scope loads it: every column shown, its owner, team and number of entities. */
export interface DiligenceRecord extends DiligenceListRow {
  diligence: Omit<DiligenceRow, 'searchText' | 'statusRank' | 'priorityRank'>;
  team: UserRef[];
  entitiesCount: number;
  track: { _id: string; trackId: string; name: string; version: number } | null;
}

/** The diligence with everything its answer shows, in one statement; undefined when not the company's. */
export async function findDiligence(
  db: DbExecutor,
  companyId: string,
  id: string,
): Promise<DiligenceRecord | undefined> {
  const [row] = await db
    .select({ ...listColumns, diligence: detailColumns, team, entitiesCount, track })
    .from(diligences)
    .innerJoin(owner, eq(owner.id, diligences.ownerId))
    .where(and(eq(diligences.companyId, companyId), eq(diligences.id, id)))
    .limit(1);
  return row as DiligenceRecord | undefined;
}

export type DiligenceValues = Partial<typeof diligences.$inferInsert>;

export async function insertDiligence(
  tx: DbExecutor,
  values: typeof diligences.$inferInsert,
): Promise<string> {
  const [created] = await tx.insert(diligences).values(values).returning({ id: diligences.id });
  return created!.id;
}

export async function updateDiligence(tx: DbExecutor, id: string, values: DiligenceValues) {
  await tx.update(diligences).set(values).where(eq(diligences.id, id));
}

/** Next number of the company's code sequence for `year`; unique under concurrency (row lock of the upsert). */
export async function nextCodeNumber(tx: DbExecutor, companyId: string, year: number) {
  const [row] = await tx
    .insert(diligenceCodeCounters)
    .values({ companyId, year, last: 1 })
    .onConflictDoUpdate({
      target: [diligenceCodeCounters.companyId, diligenceCodeCounters.year],
      set: { last: sql`${diligenceCodeCounters.last} + 1` },
    })
    .returning({ last: diligenceCodeCounters.last });
  return row!.last;
}

export async function replaceTeam(tx: DbExecutor, diligenceId: string, memberIds: string[]) {
  await tx.delete(diligenceMembers).where(eq(diligenceMembers.diligenceId, diligenceId));
  if (memberIds.length)
    await tx
      .insert(diligenceMembers)
      .values(memberIds.map((userId) => ({ diligenceId, userId })))
      .onConflictDoNothing();
}

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
