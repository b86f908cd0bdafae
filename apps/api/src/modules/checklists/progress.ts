import type { OverviewTrack } from '@lince/contracts';
import type { ServiceContext } from '../../core/context.ts';
import { versionNumbered } from '../tracks/index.ts';
import { progressRows } from './repository.ts';
import type { TrackedDiligence } from './service.ts';

/**
 * The overview's track part: the diligence's track version and, for each of its steps, required
 * items done ÷ required items (documents analysed or waived, checks concluded or waived) per
 * entity, in the order of `entityIds`.
 */
export async function trackProgress(
  ctx: ServiceContext,
  diligence: TrackedDiligence,
  entityIds: string[],
): Promise<OverviewTrack> {
  if (!diligence.trackId || diligence.trackVersion === null) return { track: null, steps: [] };
  const [version, rows] = await Promise.all([
    versionNumbered(ctx.db, ctx.companyId, diligence.trackId, diligence.trackVersion),
    progressRows(ctx.db, diligence.id),
  ]);
  if (!version) return { track: null, steps: [] };
  const tally = new Map<string, { done: number; required: number }>();
  for (const r of rows) {
    const key = `${r.stepKey}|${r.entityId}`;
    const t = tally.get(key) ?? { done: 0, required: 0 };
    t.done += r.done;
    t.required += r.required;
    tally.set(key, t);
  }
  return {
    track: {
      _id: version.id,
      trackId: version.trackId,
      name: version.name,
      version: version.version,
    },
    steps: version.steps.map((step, i) => {
      const entities = entityIds.map((entityId) => ({
        entityId,
        ...(tally.get(`${step.key}|${entityId}`) ?? { done: 0, required: 0 }),
      }));
      return {
        key: step.key,
        order: i + 1,
        title: step.title,
        entities,
        done: entities.reduce((n, e) => n + e.done, 0),
        required: entities.reduce((n, e) => n + e.required, 0),
      };
    }),
  };
}
