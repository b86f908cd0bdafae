import type { TrackStatus } from '@lince/contracts';
import {
  alias,
  and,
  companies,
  desc,
  diligences,
  documentTypes,
  eq,
  inArray,
  isNull,
  sql,
  trackVersions,
  tracks,
  users,
  type NewTrackVersionRow,
  type SQL,
  type StoredTrackStep,
  type TrackVersionRow,
} from '@lince/db';
import type { DbExecutor } from '../../core/context.ts';
import { countAll, likePattern, pageWindow } from '../../lib/paging.ts';

/**
 * Tracks' SQL. Every read is scoped by `companyId` (the caller's, from the verified token):
 * another company's track is simply not found. State changes are conditional UPDATEs (`where
 * status = <expected>`): of two concurrent requests, the second finds nothing to change.
 */

const author = alias(users, 'author');
const editor = alias(users, 'editor');
const submitter = alias(users, 'submitter');
const reviewer = alias(users, 'reviewer');

/** The published version a draft (or version under review) would replace. */
const replacesVersion = sql<
  number | null
>`case when ${trackVersions.status} in ('RASCUNHO', 'EM_REVISAO') then (
  select p."version" from "track_versions" p
  where p."track_id" = ${trackVersions.trackId} and p."status" = 'PUBLICADA') end`;

const isDefault = sql<boolean>`(${trackVersions.status} = 'PUBLICADA' and exists (
  select 1 from ${companies} c where c."id" = ${trackVersions.companyId}
  and c."settings" ->> 'defaultTrackId' = ${trackVersions.trackId}))`;

const listColumns = {
  version: trackVersions,
  authorName: author.name,
  editorName: editor.name,
  replacesVersion,
  isDefault,
};

export interface TrackListRow {
  version: TrackVersionRow;
  authorName: string | null;
  editorName: string | null;
  replacesVersion: number | null;
  isDefault: boolean;
}

export interface TrackRecord extends TrackListRow {
  submitterName: string | null;
  reviewerName: string | null;
}

function listSelect(db: DbExecutor) {
  return db
    .select(listColumns)
    .from(trackVersions)
    .leftJoin(author, eq(author.id, trackVersions.createdBy))
    .leftJoin(editor, eq(editor.id, trackVersions.updatedBy));
}

/** One version with the names of who wrote, changed, submitted and reviewed it. */
export async function findTrackVersion(
  db: DbExecutor,
  companyId: string,
  id: string,
): Promise<TrackRecord | undefined> {
  const [row] = await db
    .select({ ...listColumns, submitterName: submitter.name, reviewerName: reviewer.name })
    .from(trackVersions)
    .leftJoin(author, eq(author.id, trackVersions.createdBy))
    .leftJoin(editor, eq(editor.id, trackVersions.updatedBy))
    .leftJoin(submitter, eq(submitter.id, trackVersions.submittedBy))
    .leftJoin(reviewer, eq(reviewer.id, trackVersions.reviewedBy))
    .where(and(eq(trackVersions.companyId, companyId), eq(trackVersions.id, id)))
    .limit(1);
  return row as TrackRecord | undefined;
}

export interface TrackListFilter {
  status?: TrackStatus | undefined;
  statuses?: TrackStatus[];
  trackId?: string | undefined;
  search?: string | undefined;
}

function liveConditions(companyId: string, filter: TrackListFilter): SQL[] {
  const where: SQL[] = [eq(trackVersions.companyId, companyId), isNull(trackVersions.supersededAt)];
  if (filter.status) where.push(eq(trackVersions.status, filter.status));
  if (filter.statuses) where.push(inArray(trackVersions.status, filter.statuses));
  if (filter.trackId) where.push(eq(trackVersions.trackId, filter.trackId));
  const term = filter.search?.trim().toLowerCase();
  if (term) where.push(sql`lower(${trackVersions.name}) like ${likePattern(term)}`);
  return where;
}

/** A page of the company's live versions (not superseded), latest change first. */
export async function listTrackVersions(
  db: DbExecutor,
  companyId: string,
  filter: TrackListFilter & { page: number; pageSize: number },
): Promise<{ rows: TrackListRow[]; total: number }> {
  const condition = and(...liveConditions(companyId, filter));
  const { limit, offset } = pageWindow(filter.page, filter.pageSize);
  const [rows, [total]] = await Promise.all([
    listSelect(db)
      .where(condition)
      .orderBy(desc(trackVersions.updatedAt), trackVersions.id)
      .limit(limit)
      .offset(offset),
    db.select({ n: countAll() }).from(trackVersions).where(condition),
  ]);
  return { rows: rows as TrackListRow[], total: total?.n ?? 0 };
}

/** Every live version matching `filter`, by name (the published tracks, the review list). */
export async function allTrackVersions(
  db: DbExecutor,
  companyId: string,
  filter: TrackListFilter,
): Promise<TrackListRow[]> {
  const rows = await listSelect(db)
    .where(and(...liveConditions(companyId, filter)))
    .orderBy(sql`lower(${trackVersions.name})`, trackVersions.id)
    .limit(500);
  return rows as TrackListRow[];
}

/** The versions of a track, newest first. */
export function versionsOf(db: DbExecutor, trackId: string) {
  return db
    .select({
      id: trackVersions.id,
      version: trackVersions.version,
      status: trackVersions.status,
      supersededAt: trackVersions.supersededAt,
      updatedAt: trackVersions.updatedAt,
    })
    .from(trackVersions)
    .where(eq(trackVersions.trackId, trackId))
    .orderBy(desc(trackVersions.version));
}

/** One version of the track in the caller's company, picked by `which`. */
async function versionWhere(
  db: DbExecutor,
  companyId: string,
  trackId: string,
  which: SQL | undefined,
): Promise<TrackVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(trackVersions)
    .where(and(eq(trackVersions.companyId, companyId), eq(trackVersions.trackId, trackId), which))
    .limit(1);
  return row;
}

/** The track's current published version in the caller's company, if any. */
export const publishedVersionOf = (db: DbExecutor, companyId: string, trackId: string) =>
  versionWhere(db, companyId, trackId, eq(trackVersions.status, 'PUBLICADA'));

/** A given version of a track (what a diligence recorded), whatever its status now. */
export const versionNumbered = (
  db: DbExecutor,
  companyId: string,
  trackId: string,
  version: number,
) => versionWhere(db, companyId, trackId, eq(trackVersions.version, version));

/** A new track identity and its first version. */
export async function insertTrack(
  tx: DbExecutor,
  companyId: string,
  userId: string,
  values: Omit<NewTrackVersionRow, 'trackId' | 'companyId' | 'version'>,
): Promise<string> {
  const [track] = await tx
    .insert(tracks)
    .values({ companyId, createdBy: userId })
    .returning({ id: tracks.id });
  return insertVersion(tx, { ...values, companyId, trackId: track!.id, version: 1 });
}

export async function insertVersion(tx: DbExecutor, values: NewTrackVersionRow): Promise<string> {
  const [row] = await tx.insert(trackVersions).values(values).returning({ id: trackVersions.id });
  return row!.id;
}

/** The next version number of a track. */
export async function nextVersionNumber(tx: DbExecutor, trackId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`cast(coalesce(max(${trackVersions.version}), 0) + 1 as integer)` })
    .from(trackVersions)
    .where(eq(trackVersions.trackId, trackId));
  return row!.n;
}

/**
 * Changes the version only while its status is one of `from`; the number of rows changed (0 when
 * another request changed it first).
 */
export async function updateVersionIf(
  tx: DbExecutor,
  id: string,
  from: TrackStatus[],
  values: Partial<NewTrackVersionRow>,
): Promise<number> {
  const rows = await tx
    .update(trackVersions)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(trackVersions.id, id), inArray(trackVersions.status, from)))
    .returning({ id: trackVersions.id });
  return rows.length;
}

/** The published version of a track becomes history (a newer one is being published). */
export async function supersedePublished(tx: DbExecutor, trackId: string, at: Date) {
  await tx
    .update(trackVersions)
    .set({ status: 'ARQUIVADA', supersededAt: at, archivedAt: at })
    .where(and(eq(trackVersions.trackId, trackId), eq(trackVersions.status, 'PUBLICADA')));
}

/** How many diligences recorded this version. */
export async function diligencesUsing(db: DbExecutor, trackId: string, version: number) {
  const [row] = await db
    .select({ n: countAll() })
    .from(diligences)
    .where(and(eq(diligences.trackId, trackId), eq(diligences.trackVersion, version)));
  return row?.n ?? 0;
}

/** The document types named by `ids`, with their name and whether they are active. */
export async function documentTypesByIds(db: DbExecutor, ids: string[]) {
  if (!ids.length) return new Map<string, { name: string; active: boolean }>();
  const rows = await db
    .select({ id: documentTypes.id, name: documentTypes.name, active: documentTypes.active })
    .from(documentTypes)
    .where(inArray(documentTypes.id, ids));
  return new Map(rows.map((r) => [r.id, { name: r.name, active: r.active }]));
}

/** Every document type id a set of steps names. */
export const typeIdsOf = (steps: readonly Pick<StoredTrackStep, 'requirements'>[]) => [
  ...new Set(steps.flatMap((s) => s.requirements.map((r) => r.documentTypeId))),
];
