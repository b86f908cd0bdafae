import {
  CHECK_NOT_IN_TRACK_MESSAGE,
  type CheckItem,
  type CheckKind,
  type CheckStatus,
} from '@lince/contracts';
import { and, entities, eq, inArray, type CheckItemRow } from '@lince/db';
import { audited } from '../../domain/audit.ts';
import { inTransaction, type DbExecutor, type ServiceContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { versionNumbered } from '../tracks/index.ts';
import { planEntities } from './plan.ts';
import {
  entityChecks,
  setCheckStatus,
  syncChecks,
  syncDocuments,
  type SyncCounts,
} from './repository.ts';

/**
 * The checklists a diligence's track generates: created with the diligence's first entity, with
 * every entity added, when an entity's kind or role changes and when the diligence moves to
 * another track or version. Idempotent (run it twice: nothing changes) and transactional (it
 * joins the caller's transaction: a failure leaves nothing half-generated).
 */

export interface TrackedDiligence {
  id: string;
  trackId: string | null;
  trackVersion: number | null;
}

const NOTHING: SyncCounts = { added: 0, removed: 0, kept: 0 };

async function entitiesOf(db: DbExecutor, diligenceId: string, entityIds: string[] | null) {
  return db
    .select({ id: entities.id, kind: entities.kind, roleInDiligence: entities.roleInDiligence })
    .from(entities)
    .where(
      and(
        eq(entities.diligenceId, diligenceId),
        entityIds ? inArray(entities.id, entityIds) : undefined,
      ),
    )
    .orderBy(entities.id);
}

/**
 * Syncs the checklists of `entityIds` (null: every entity) of `diligence` with its track
 * version. A diligence without a track keeps whatever its entities have.
 */
export async function syncChecklists(
  ctx: ServiceContext,
  diligence: TrackedDiligence,
  entityIds: string[] | null,
): Promise<SyncCounts> {
  if (!diligence.trackId || diligence.trackVersion === null) return NOTHING;
  const { trackId, trackVersion } = diligence;
  return inTransaction(ctx, async (tx) => {
    const version = await versionNumbered(tx.db, ctx.companyId, trackId, trackVersion);
    if (!version) return NOTHING;
    const plan = planEntities(version.steps, await entitiesOf(tx.db, diligence.id, entityIds));
    const scope = {
      companyId: ctx.companyId,
      diligenceId: diligence.id,
      entityIds,
      userId: ctx.userId,
    };
    const counts = await syncDocuments(tx.db, scope, plan.documents);
    await syncChecks(tx.db, scope, plan.checks);
    return counts;
  });
}

async function assertEntity(ctx: ServiceContext, diligenceId: string, entityId: string) {
  const [row] = await ctx.db
    .select({ id: entities.id })
    .from(entities)
    .where(
      and(
        eq(entities.companyId, ctx.companyId),
        eq(entities.diligenceId, diligenceId),
        eq(entities.id, entityId),
      ),
    )
    .limit(1);
  if (!row) throw notFound('Parte não encontrada.');
}

const toCheckItem = (c: CheckItemRow): CheckItem => ({
  _id: c.id,
  entityId: c.entityId,
  kind: c.kind,
  status: c.status,
  required: c.required,
  stepKey: c.stepKey,
  stepTitle: c.stepTitle,
  stepOrder: c.stepOrder,
  createdAt: c.createdAt.toISOString(),
  updatedAt: c.updatedAt.toISOString(),
});

/** `GET /v1/diligences/:id/entities/:entityId/checks`. */
export async function entityCheckList(
  ctx: ServiceContext,
  diligenceId: string,
  entityId: string,
): Promise<{ items: CheckItem[] }> {
  await assertEntity(ctx, diligenceId, entityId);
  const rows = await entityChecks(ctx.db, ctx.companyId, diligenceId, entityId);
  return { items: rows.map(toCheckItem) };
}

/**
 * `PUT /v1/diligences/:id/entities/:entityId/checks/:kind`: where one of the entity's checks stands
 * (the registration, lawsuits and financial screens set it; audited). 404 when the entity's track
 * does not ask for that check.
 */
export async function setEntityCheck(
  ctx: ServiceContext,
  diligenceId: string,
  entityId: string,
  kind: CheckKind,
  status: CheckStatus,
): Promise<CheckItem> {
  await assertEntity(ctx, diligenceId, entityId);
  const row = await audited(
    ctx,
    (r: CheckItemRow | null) => ({
      action: 'CHECK_STATUS_CHANGED',
      targetType: 'check',
      targetId: r?.id ?? null,
      summary: { diligenceId, entityId, kind, status },
    }),
    async (tx) => {
      const updated = await setCheckStatus(tx.db, entityId, kind, status);
      if (!updated) throw notFound(CHECK_NOT_IN_TRACK_MESSAGE);
      return updated;
    },
  );
  return toCheckItem(row);
}
