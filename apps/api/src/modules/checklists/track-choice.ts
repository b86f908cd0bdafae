import { TRACK_MESSAGES } from '@lince/contracts';
import { diligences, eq, type TrackVersionRow } from '@lince/db';
import { audited } from '../../domain/audit.ts';
import type { DbExecutor, ServiceContext } from '../../core/context.ts';
import { validationError } from '../../core/errors.ts';
import { findCompanyRecord } from '../../domain/company.ts';
import { publishedVersionOf } from '../tracks/index.ts';
import { syncChecklists, type TrackedDiligence } from './service.ts';

/** Which track a diligence follows: chosen when it is created, changed later. */

export interface TrackChoice {
  trackId: string;
  trackVersion: number;
}

/** The current published version of the company's track `trackId` (400 on `field` otherwise). */
export async function usableTrack(
  ctx: ServiceContext,
  trackId: string,
  field = 'trackId',
): Promise<TrackVersionRow> {
  const version = await publishedVersionOf(ctx.db, ctx.companyId, trackId);
  if (!version) throw validationError(TRACK_MESSAGES.notUsable, field);
  return version;
}

/**
 * The track a new diligence follows: the one named (its current published version), none when
 * `null`, and when absent the company's default track — what the "Nova diligência" dialog
 * preselects, so a client that does not know about tracks gets the company's standard too.
 */
export async function trackForNewDiligence(
  ctx: ServiceContext,
  trackId: string | null | undefined,
): Promise<TrackChoice | null> {
  if (trackId === null) return null;
  if (trackId !== undefined) {
    const v = await usableTrack(ctx, trackId);
    return { trackId: v.trackId, trackVersion: v.version };
  }
  const defaultId = (await findCompanyRecord(ctx.db, ctx.companyId))?.settings.defaultTrackId;
  if (!defaultId) return null;
  const v = await publishedVersionOf(ctx.db, ctx.companyId, defaultId);
  return v ? { trackId: v.trackId, trackVersion: v.version } : null;
}

async function recordTrack(db: DbExecutor, diligenceId: string, choice: TrackChoice) {
  await db
    .update(diligences)
    .set({ ...choice, updatedAt: new Date() })
    .where(eq(diligences.id, diligenceId));
}

/**
 * Moves a diligence to the current published version of `trackId` (another track, or a newer
 * version of its own) and syncs every entity's checklist: what is missing is added, untouched
 * pending items that no longer apply are removed, touched ones are kept (not required).
 */
export async function changeDiligenceTrack(
  ctx: ServiceContext,
  diligence: TrackedDiligence,
  trackId: string,
) {
  const v = await usableTrack(ctx, trackId);
  const choice = { trackId: v.trackId, trackVersion: v.version };
  const before = { trackId: diligence.trackId, trackVersion: diligence.trackVersion };
  if (before.trackId === choice.trackId && before.trackVersion === choice.trackVersion)
    return syncChecklists(ctx, { id: diligence.id, ...choice }, null);
  let counts = { added: 0, removed: 0, kept: 0 };
  await audited(
    ctx,
    () => ({
      action: 'DILIGENCE_TRACK_CHANGED',
      targetType: 'diligence',
      targetId: diligence.id,
      summary: { before, after: { ...choice, name: v.name }, checklist: counts },
    }),
    async (tx) => {
      await recordTrack(tx.db, diligence.id, choice);
      counts = await syncChecklists(tx, { id: diligence.id, ...choice }, null);
    },
  );
  return counts;
}
