import {
  SCREENING_HIT_NOT_FOUND_MESSAGE,
  type EntityScreening,
  type ScreeningDecisionSchema,
  type ScreeningHit,
} from '@lince/contracts';
import { users, eq } from '@lince/db';
import type { z } from 'zod';
import { audit, audited } from '../../domain/audit.ts';
import { inTransaction, type ServiceContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import type { DiligenceRecord } from '../../domain/diligence/record.ts';
import { loadEntity } from '../../domain/diligence/entity.ts';
import { lockDiligenceRisk, recomputeRisk } from '../../domain/risk/repository.ts';
import { bumpListings } from '../../domain/screening/listings.ts';
import { screenEntities } from '../../domain/screening/parties-repository.ts';
import { findFinding, insertFinding, updateFinding } from '../findings/index.ts';
import { findingOfHit } from './finding.ts';
import { findHit, readScreening, toHit, updateHit } from './repository.ts';

/** The party's screening (404 for another diligence's or company's party). */
export async function getScreening(
  ctx: ServiceContext,
  { diligence }: DiligenceRecord,
  entityId: string,
): Promise<EntityScreening> {
  await loadEntity(ctx, diligence.id, entityId);
  return readScreening(ctx.db, ctx.companyId, entityId);
}

/** "Verificar agora": screens the party against the lists in force now, audited. */
export async function rescreenEntity(
  ctx: ServiceContext,
  { diligence }: DiligenceRecord,
  entityId: string,
): Promise<EntityScreening> {
  await loadEntity(ctx, diligence.id, entityId);
  await audited(
    ctx,
    {
      action: 'ENTITY_SCREENED',
      targetType: 'entity',
      targetId: entityId,
      summary: { diligenceId: diligence.id },
    },
    (tx) => screenEntities(tx.db, ctx.companyId, [entityId]),
  );
  return readScreening(ctx.db, ctx.companyId, entityId);
}

/**
 * Confirms or discards a hit (decision 056). Confirming proposes a finding on the party (created
 * once, linked by `findingId`; reopened when it had been resolved by a discard); discarding
 * (justification required by the schema) resolves the finding a confirmation had proposed, so it
 * stops counting towards the risk but stays in the history. The risk is recomputed under the
 * diligence's lock, and the decision is audited.
 */
export async function decideHit(
  ctx: ServiceContext,
  { diligence }: DiligenceRecord,
  hitId: string,
  input: z.output<typeof ScreeningDecisionSchema>,
): Promise<ScreeningHit> {
  const hit = await findHit(ctx.db, ctx.companyId, diligence.id, hitId);
  if (!hit) throw notFound(SCREENING_HIT_NOT_FOUND_MESSAGE);
  const party = await loadEntity(ctx, diligence.id, hit.entityId);
  const justification = input.justification || null;
  const now = new Date();
  await inTransaction(ctx, async (tx) => {
    await lockDiligenceRisk(tx.db, diligence.id);
    const finding = hit.findingId
      ? (await findFinding(tx.db, ctx.companyId, diligence.id, hit.findingId))?.finding
      : undefined;
    let findingId = finding?.id ?? null;
    if (input.status === 'CONFIRMADA') {
      if (!finding) {
        findingId = await insertFinding(tx.db, {
          ...findingOfHit({ ...hit, justification }, party.name),
          companyId: ctx.companyId,
          diligenceId: diligence.id,
          entityId: hit.entityId,
          documentId: null,
          target: 'ENTIDADE',
          createdBy: ctx.userId,
        });
        await audit(tx, {
          action: 'FINDING_CREATED',
          targetType: 'finding',
          targetId: findingId,
          summary: { diligenceId: diligence.id, entityId: hit.entityId, hitId },
        });
      } else if (finding.resolved)
        await updateFinding(tx.db, finding.id, {
          resolved: false,
          resolvedAt: null,
          resolvedBy: null,
          updatedAt: now,
        });
    } else if (finding && !finding.resolved)
      await updateFinding(tx.db, finding.id, {
        resolved: true,
        resolvedAt: now,
        resolvedBy: ctx.userId,
        updatedAt: now,
      });
    await updateHit(tx.db, hit.id, {
      status: input.status,
      justification,
      decidedBy: ctx.userId,
      decidedAt: now,
      findingId,
      updatedAt: now,
    });
    await audit(tx, {
      action: input.status === 'CONFIRMADA' ? 'SCREENING_HIT_CONFIRMED' : 'SCREENING_HIT_DISCARDED',
      targetType: 'screening_hit',
      targetId: hit.id,
      summary: {
        diligenceId: diligence.id,
        entityId: hit.entityId,
        list: hit.list,
        recordKey: hit.recordKey,
        before: { status: hit.status, justification: hit.justification },
        after: { status: input.status, justification },
        findingId,
      },
    });
    await recomputeRisk(tx.db, diligence.id);
    await bumpListings(tx.db, [ctx.companyId]);
  });
  const row = (await findHit(ctx.db, ctx.companyId, diligence.id, hitId))!;
  const [decider] = await ctx.db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, ctx.userId));
  return toHit(row, decider?.name ?? null);
}
