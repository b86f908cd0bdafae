import { TRACK_MESSAGES, type Track, type TrackBody, type TrackStatus } from '@lince/contracts';
import type { TrackVersionRow } from '@lince/db';
import { audited } from '../../domain/audit.ts';
import type { ServiceContext } from '../../core/context.ts';
import { conflict, forbidden, isUniqueViolation } from '../../core/errors.ts';
import { findCompanyRecord, updateCompany } from '../../domain/company.ts';
import { isAuthorOf } from './mappers.ts';
import { getTrack, loadTrack, requiresSecondReviewer } from './reads.ts';
import { assertDocumentTypes, storedSteps } from './steps.ts';
import {
  insertTrack,
  insertVersion,
  nextVersionNumber,
  supersedePublished,
  updateVersionIf,
} from './repository.ts';

/** The tracks' writes (ADMIN only, by the routes' permission), each with its audit entry. */

const summaryOf = (v: Pick<TrackVersionRow, 'name' | 'version' | 'steps'>) => ({
  name: v.name,
  version: v.version,
  steps: v.steps.length,
});

/** Turns the partial unique indexes' refusal (a second open draft of a track) into the 409. */
async function oneOpenDraft<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(TRACK_MESSAGES.draftExists);
    throw error;
  }
}

export async function createTrack(ctx: ServiceContext, body: TrackBody): Promise<Track> {
  const steps = storedSteps(body.steps);
  await assertDocumentTypes(ctx, steps);
  const id = await audited(
    ctx,
    (created: string) => ({
      action: 'TRACK_CREATED',
      targetType: 'track',
      targetId: created,
      summary: { after: { ...summaryOf({ ...body, steps, version: 1 }), purpose: body.purpose } },
    }),
    (tx) =>
      insertTrack(tx.db, ctx.companyId, ctx.userId, {
        name: body.name,
        purpose: body.purpose,
        description: body.description,
        steps,
        createdBy: ctx.userId,
        updatedBy: ctx.userId,
        editorIds: [ctx.userId],
      }),
  );
  return getTrack(ctx, id);
}

/** Runs a conditional state change: 409 with `refusal` when the version is no longer in `from`. */
async function transition(
  ctx: ServiceContext,
  id: string,
  from: TrackStatus[],
  refusal: string,
  values: Parameters<typeof updateVersionIf>[3],
): Promise<void> {
  if ((await updateVersionIf(ctx.db, id, from, { ...values, updatedBy: ctx.userId })) === 0)
    throw conflict(refusal);
}

export async function updateTrack(ctx: ServiceContext, id: string, body: TrackBody) {
  const v = (await loadTrack(ctx, id)).version;
  if (v.status !== 'RASCUNHO' || v.supersededAt) throw conflict(TRACK_MESSAGES.notDraft);
  const steps = storedSteps(body.steps);
  await assertDocumentTypes(ctx, steps);
  const editorIds = [...new Set([...v.editorIds, ctx.userId])];
  await audited(
    ctx,
    {
      action: 'TRACK_UPDATED',
      targetType: 'track',
      targetId: id,
      summary: { before: summaryOf(v), after: summaryOf({ ...body, steps, version: v.version }) },
    },
    (tx) =>
      transition(tx, id, ['RASCUNHO'], TRACK_MESSAGES.notDraft, {
        name: body.name,
        purpose: body.purpose,
        description: body.description,
        steps,
        editorIds,
      }),
  );
  return getTrack(ctx, id);
}

export async function submitTrack(ctx: ServiceContext, id: string) {
  const v = (await loadTrack(ctx, id)).version;
  if (v.status !== 'RASCUNHO' || v.supersededAt) throw conflict(TRACK_MESSAGES.notSubmittable);
  // A type deactivated since the draft was saved is named before anyone reviews it.
  await assertDocumentTypes(ctx, v.steps);
  const at = new Date();
  await audited(
    ctx,
    { action: 'TRACK_SUBMITTED', targetType: 'track', targetId: id, summary: summaryOf(v) },
    (tx) =>
      transition(tx, id, ['RASCUNHO'], TRACK_MESSAGES.notSubmittable, {
        status: 'EM_REVISAO',
        submittedAt: at,
        submittedBy: ctx.userId,
        reviewComment: null,
      }),
  );
  return getTrack(ctx, id);
}

/**
 * Publishes a version under review: the track's previous published version becomes history (its
 * diligences keep it) and this one the current. The author may not approve while the company
 * asks for four eyes. Of two concurrent approvals, the first to lock the row wins; the other
 * finds it no longer under review (409). Nothing is half-published: one transaction.
 */
export async function approveTrack(ctx: ServiceContext, id: string) {
  const v = (await loadTrack(ctx, id)).version;
  if (v.status !== 'EM_REVISAO' || v.supersededAt) throw conflict(TRACK_MESSAGES.notInReview);
  if ((await requiresSecondReviewer(ctx)) && isAuthorOf(v, ctx.userId))
    throw forbidden(TRACK_MESSAGES.ownApproval);
  await assertDocumentTypes(ctx, v.steps);
  const at = new Date();
  await audited(
    ctx,
    { action: 'TRACK_APPROVED', targetType: 'track', targetId: id, summary: summaryOf(v) },
    async (tx) => {
      // Lock the version first (a concurrent approval waits here, then finds it changed).
      await transition(tx, id, ['EM_REVISAO'], TRACK_MESSAGES.notInReview, {
        reviewedAt: at,
        reviewedBy: ctx.userId,
      });
      await supersedePublished(tx.db, v.trackId, at);
      await transition(tx, id, ['EM_REVISAO'], TRACK_MESSAGES.notInReview, {
        status: 'PUBLICADA',
        publishedAt: at,
        reviewComment: null,
      });
    },
  );
  return getTrack(ctx, id);
}

export async function returnTrack(ctx: ServiceContext, id: string, comment: string) {
  const v = (await loadTrack(ctx, id)).version;
  if (v.status !== 'EM_REVISAO' || v.supersededAt) throw conflict(TRACK_MESSAGES.notInReview);
  await audited(
    ctx,
    {
      action: 'TRACK_RETURNED',
      targetType: 'track',
      targetId: id,
      summary: { ...summaryOf(v), comment },
    },
    (tx) =>
      transition(tx, id, ['EM_REVISAO'], TRACK_MESSAGES.notInReview, {
        status: 'RASCUNHO',
        reviewComment: comment,
        reviewedAt: new Date(),
        reviewedBy: ctx.userId,
      }),
  );
  return getTrack(ctx, id);
}

/** A draft N+1 copied from the published version N (which stays published and in use). */
export async function newTrackVersion(ctx: ServiceContext, id: string) {
  const v = (await loadTrack(ctx, id)).version;
  if (v.status !== 'PUBLICADA') throw conflict(TRACK_MESSAGES.notPublished);
  const created = await oneOpenDraft(() =>
    audited(
      ctx,
      (draftId: string) => ({
        action: 'TRACK_NEW_VERSION',
        targetType: 'track',
        targetId: draftId,
        summary: { from: { _id: v.id, version: v.version }, name: v.name },
      }),
      async (tx) =>
        insertVersion(tx.db, {
          trackId: v.trackId,
          companyId: ctx.companyId,
          version: await nextVersionNumber(tx.db, v.trackId),
          name: v.name,
          purpose: v.purpose,
          description: v.description,
          steps: v.steps,
          createdBy: ctx.userId,
          updatedBy: ctx.userId,
          editorIds: [ctx.userId],
        }),
    ),
  );
  return getTrack(ctx, created);
}

/** A new track (version 1, draft) with this version's content. */
export async function duplicateTrack(ctx: ServiceContext, id: string, copyName?: string) {
  const v = (await loadTrack(ctx, id)).version;
  const name = copyName ?? `Cópia de ${v.name}`.slice(0, 120);
  const created = await audited(
    ctx,
    (copyId: string) => ({
      action: 'TRACK_DUPLICATED',
      targetType: 'track',
      targetId: copyId,
      summary: { from: { _id: v.id, name: v.name, version: v.version }, after: { name } },
    }),
    (tx) =>
      insertTrack(tx.db, ctx.companyId, ctx.userId, {
        name,
        purpose: v.purpose,
        description: v.description,
        steps: storedSteps(v.steps, true),
        createdBy: ctx.userId,
        updatedBy: ctx.userId,
        editorIds: [ctx.userId],
      }),
  );
  return getTrack(ctx, created);
}

/**
 * Archives a version: a draft is dropped, a published track leaves the diligence dialog (the
 * diligences that follow it keep their checklists). The company's default track, if it was this
 * one, is cleared.
 */
export async function archiveTrack(ctx: ServiceContext, id: string) {
  const v = (await loadTrack(ctx, id)).version;
  if (v.status === 'ARQUIVADA') throw conflict(TRACK_MESSAGES.alreadyArchived);
  await audited(
    ctx,
    {
      action: 'TRACK_ARCHIVED',
      targetType: 'track',
      targetId: id,
      summary: { ...summaryOf(v), before: { status: v.status } },
    },
    async (tx) => {
      await transition(
        tx,
        id,
        ['RASCUNHO', 'EM_REVISAO', 'PUBLICADA'],
        TRACK_MESSAGES.alreadyArchived,
        {
          status: 'ARQUIVADA',
          archivedAt: new Date(),
        },
      );
      if (v.status !== 'PUBLICADA') return;
      const company = await findCompanyRecord(tx.db, ctx.companyId);
      if (company?.settings.defaultTrackId === v.trackId)
        await updateCompany(tx.db, ctx.companyId, {
          settings: { ...company.settings, defaultTrackId: null },
        });
    },
  );
  return getTrack(ctx, id);
}
