import {
  TRACK_MESSAGES,
  type PublishedTracksSchema,
  type Track,
  type TrackDiff,
  type TrackListQuerySchema,
  type TrackReviewList,
} from '@lince/contracts';
import type { Page } from '@lince/contracts';
import type { TrackVersionRow } from '@lince/db';
import type { z } from 'zod';
import type { ServiceContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { pageResult } from '../../lib/paging.ts';
import { findCompanyRecord } from '../../domain/company.ts';
import { diffVersions } from './diff.ts';
import { isAuthorOf, toTrack, toTrackListItem } from './mappers.ts';
import {
  allTrackVersions,
  diligencesUsing,
  documentTypesByIds,
  findTrackVersion,
  listTrackVersions,
  publishedVersionOf,
  typeIdsOf,
  versionsOf,
  type TrackRecord,
} from './repository.ts';

/** The tracks' reads: the list, one version, the published ones, the review list and diffs. */

export const trackNotFound = () => notFound(TRACK_MESSAGES.notFound);

/** The version within the caller's company (404 otherwise, the same for another company's). */
export async function loadTrack(ctx: ServiceContext, id: string): Promise<TrackRecord> {
  const record = await findTrackVersion(ctx.db, ctx.companyId, id);
  if (!record) throw trackNotFound();
  return record;
}

/** Whether the company asks for a second person to approve (four eyes; on unless turned off). */
export async function requiresSecondReviewer(ctx: ServiceContext): Promise<boolean> {
  const company = await findCompanyRecord(ctx.db, ctx.companyId);
  return company?.settings.requireSecondReviewer ?? true;
}

/** Whether the caller may approve `v` now (under review, and not its author when four eyes apply). */
export const mayApprove = (v: TrackVersionRow, userId: string, fourEyes: boolean) =>
  v.status === 'EM_REVISAO' && !v.supersededAt && !(fourEyes && isAuthorOf(v, userId));

async function typeNamer(ctx: ServiceContext, versions: Pick<TrackVersionRow, 'steps'>[]) {
  const types = await documentTypesByIds(ctx.db, typeIdsOf(versions.flatMap((v) => v.steps)));
  return {
    name: (id: string) => types.get(id)?.name ?? '(tipo removido)',
    active: (id: string) => types.get(id)?.active ?? false,
  };
}

export async function listTracks(
  ctx: ServiceContext,
  query: z.output<typeof TrackListQuerySchema>,
): Promise<Page<ReturnType<typeof toTrackListItem>>> {
  const { rows, total } = await listTrackVersions(ctx.db, ctx.companyId, query);
  return pageResult(rows.map(toTrackListItem), total, query.page, query.pageSize);
}

/** The company's published tracks (what a diligence may follow), by name. */
export async function publishedTracks(
  ctx: ServiceContext,
): Promise<z.output<typeof PublishedTracksSchema>> {
  const rows = await allTrackVersions(ctx.db, ctx.companyId, { status: 'PUBLICADA' });
  return { items: rows.map(toTrackListItem) };
}

export async function getTrack(ctx: ServiceContext, id: string): Promise<Track> {
  const record = await loadTrack(ctx, id);
  const v = record.version;
  const [names, versions, diligencesCount, fourEyes] = await Promise.all([
    typeNamer(ctx, [v]),
    versionsOf(ctx.db, v.trackId),
    diligencesUsing(ctx.db, v.trackId, v.version),
    requiresSecondReviewer(ctx),
  ]);
  const live = !v.supersededAt;
  const openDraft = versions.some((o) => o.status === 'RASCUNHO' || o.status === 'EM_REVISAO');
  return toTrack(record, {
    steps: v.steps.map((s, i) => ({
      key: s.key,
      order: i + 1,
      title: s.title,
      slaDays: s.slaDays,
      requirements: s.requirements.map((r) => ({
        documentTypeId: r.documentTypeId,
        documentTypeName: names.name(r.documentTypeId),
        documentTypeActive: names.active(r.documentTypeId),
        appliesTo: r.appliesTo,
        roles: r.roles?.length ? r.roles : null,
      })),
      checks: s.checks,
    })),
    versions: versions.map((o) => ({
      _id: o.id,
      version: o.version,
      status: o.status,
      superseded: !!o.supersededAt,
      updatedAt: o.updatedAt.toISOString(),
    })),
    diligencesCount,
    can: {
      edit: v.status === 'RASCUNHO',
      submit: v.status === 'RASCUNHO',
      approve: mayApprove(v, ctx.userId, fourEyes),
      return: v.status === 'EM_REVISAO',
      newVersion: v.status === 'PUBLICADA' && !openDraft,
      archive: live && v.status !== 'ARQUIVADA',
    },
  });
}

/**
 * The version a diff compares `v` with: for a draft or a version under review, the track's
 * published one; for any other, the published version before it (none for a first version).
 */
async function baseOf(ctx: ServiceContext, v: TrackVersionRow) {
  if (v.status === 'RASCUNHO' || v.status === 'EM_REVISAO')
    return (await publishedVersionOf(ctx.db, ctx.companyId, v.trackId)) ?? null;
  const versions = await versionsOf(ctx.db, v.trackId);
  const previous = versions.find((o) => o.version < v.version && o.status !== 'RASCUNHO');
  if (!previous) return null;
  return (await findTrackVersion(ctx.db, ctx.companyId, previous.id))?.version ?? null;
}

export async function trackDiff(ctx: ServiceContext, id: string): Promise<TrackDiff> {
  const v = (await loadTrack(ctx, id)).version;
  const base = await baseOf(ctx, v);
  const names = await typeNamer(ctx, base ? [v, base] : [v]);
  return diffVersions(base, v, names.name);
}

/** `/review-track`: the versions under review, each with its diff and whether the caller may approve. */
export async function reviewList(ctx: ServiceContext): Promise<TrackReviewList> {
  const [rows, fourEyes] = await Promise.all([
    allTrackVersions(ctx.db, ctx.companyId, { status: 'EM_REVISAO' }),
    requiresSecondReviewer(ctx),
  ]);
  const bases = await Promise.all(
    rows.map((r) => publishedVersionOf(ctx.db, ctx.companyId, r.version.trackId)),
  );
  const names = await typeNamer(ctx, [
    ...rows.map((r) => r.version),
    ...bases.filter((b): b is TrackVersionRow => !!b),
  ]);
  return {
    items: rows.map((row, i) => ({
      ...toTrackListItem(row),
      diff: diffVersions(bases[i] ?? null, row.version, names.name),
      canApprove: mayApprove(row.version, ctx.userId, fourEyes),
    })),
  };
}
