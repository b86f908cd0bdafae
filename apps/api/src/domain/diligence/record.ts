import type { UserRef } from '@lince/contracts';
import {
  alias,
  and,
  diligenceMembers,
  diligences,
  entities,
  eq,
  sql,
  users,
  type DiligenceRow,
} from '@lince/db';
import type { ServiceContext, DbExecutor } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { diligenceProgressDone, diligenceProgressRequired } from './progress.ts';

/**
 * A diligence as every area under it reads it: loaded within the caller's company (another
 * company's, or an unknown id, is the same 404), with what its list row shows, its owner, team,
 * track and number of entities.
 */

export const owner = alias(users, 'owner');

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

/**
 * What a list row or a kanban card shows, with the owner's name and avatar and its "Documentos
 * analisados" progress (two index-only counts on the diligence's documents).
 */
export const listColumns = {
  diligence: listItemColumns,
  ownerName: owner.name,
  ownerAvatar: owner.avatar,
  progressDone: diligenceProgressDone(sql`${diligences.id}`),
  progressRequired: diligenceProgressRequired(sql`${diligences.id}`),
};
export interface DiligenceListRow {
  diligence: Pick<DiligenceRow, keyof typeof listItemColumns>;
  ownerName: string;
  ownerAvatar: string | null;
  progressDone: number;
  progressRequired: number;
}

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
async function findDiligence(
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

export const diligenceNotFound = () => notFound('Diligência não encontrada.');

/** The diligence within the caller's company, with its owner, team and number of entities (404 otherwise). */
export async function loadDiligence(ctx: ServiceContext, id: string): Promise<DiligenceRecord> {
  const record = await findDiligence(ctx.db, ctx.companyId, id);
  if (!record) throw diligenceNotFound();
  return record;
}
