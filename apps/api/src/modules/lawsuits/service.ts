import {
  LAWSUIT_DUPLICATE_MESSAGE,
  LAWSUIT_NOT_FOUND_MESSAGE,
  type Lawsuit,
  type LawsuitCreateSchema,
  type LawsuitList,
  type LawsuitListQuerySchema,
  type LawsuitUpdateSchema,
} from '@lince/contracts';
import type { LawsuitRow } from '@lince/db';
import type { SnapshotCache } from '../../lib/snapshot-cache.ts';
import type { z } from 'zod';
import { changes } from '../../domain/audit.ts';
import type { ServiceContext } from '../../core/context.ts';
import { conflictOnDuplicate, notFound } from '../../core/errors.ts';
import type { DiligenceRecord } from '../../domain/diligence/record.ts';
import { findEntityRecord, entityNotFound } from '../../domain/diligence/entity.ts';
import { riskWrite } from '../../domain/risk/write.ts';
import {
  deleteLawsuit,
  findLawsuit,
  insertLawsuit,
  checkedEntity,
  type CheckedEntity,
  listLawsuits,
  summarizeLawsuits,
  toLawsuit,
  updateLawsuit,
} from './repository.ts';

const lawsuitNotFound = () => notFound(LAWSUIT_NOT_FOUND_MESSAGE);

/** Turns the (entity, CNJ number) unique index's refusal into a 409. */
const cnjUnique = <T>(write: () => Promise<T>) =>
  conflictOnDuplicate(write(), LAWSUIT_DUPLICATE_MESSAGE);

async function assertEntity(ctx: ServiceContext, diligenceId: string, entityId: string) {
  if (!(await findEntityRecord(ctx.db, ctx.companyId, diligenceId, entityId)))
    throw entityNotFound();
}

/**
 * The entity's summary, from `cache` when its lawsuits' version is the one it was built with
 * (decision 034: every write of them bumps the version in its own transaction, migration 0014).
 */
async function entitySummary(
  ctx: ServiceContext,
  entity: CheckedEntity,
  cache: SnapshotCache | undefined,
): Promise<LawsuitList['summary']> {
  const key = `lawsuit-summary|${entity.entityId}|${entity.version}`;
  const cached = cache?.get(key);
  if (cached !== undefined) return JSON.parse(cached) as LawsuitList['summary'];
  const summary = await summarizeLawsuits(ctx.db, entity);
  const built = { ...summary, largest: summary.largest.map(toLawsuit) };
  cache?.set(key, JSON.stringify(built));
  return built;
}

/**
 * The entity's lawsuit summary alone (area × risk, passive exposure, the largest), as the list
 * answers it — the reports' lawsuit part. 404 when the entity is not the diligence's.
 */
export async function entityLawsuitSummary(
  ctx: ServiceContext,
  diligenceId: string,
  entityId: string,
  cache?: SnapshotCache,
): Promise<LawsuitList['summary']> {
  const entity = await checkedEntity(ctx.db, ctx.companyId, diligenceId, entityId);
  if (!entity) throw entityNotFound();
  return entitySummary(ctx, entity, cache);
}

/**
 * One page of the entity's lawsuits and the summary of all of them (cached per version of the
 * entity's lawsuits in `cache`). The version is read before the data, so a stored summary is never
 * older than its key.
 */
export async function listEntityLawsuits(
  ctx: ServiceContext,
  { diligence }: DiligenceRecord,
  entityId: string,
  query: z.output<typeof LawsuitListQuerySchema>,
  cache?: SnapshotCache,
): Promise<LawsuitList> {
  const entity = await checkedEntity(ctx.db, ctx.companyId, diligence.id, entityId);
  if (!entity) throw entityNotFound();
  const { page, pageSize, sort, order, ...filter } = query;
  const [{ rows, total }, summary] = await Promise.all([
    listLawsuits(ctx.db, entity, filter, {
      page,
      pageSize,
      sort,
      order,
    }),
    entitySummary(ctx, entity, cache),
  ]);
  return { items: rows.map(toLawsuit), total, page, pageSize, summary };
}

async function getLawsuit(ctx: ServiceContext, diligenceId: string, id: string) {
  const row = await findLawsuit(ctx.db, ctx.companyId, diligenceId, id);
  if (!row) throw lawsuitNotFound();
  return row;
}

export async function getDiligenceLawsuit(
  ctx: ServiceContext,
  { diligence }: DiligenceRecord,
  id: string,
): Promise<Lawsuit> {
  return toLawsuit(await getLawsuit(ctx, diligence.id, id));
}

/** What the audit trail keeps of a lawsuit. */
const auditOf = (
  r: Pick<LawsuitRow, 'cnjNumber' | 'area' | 'side' | 'risk' | 'estimatedLoss'>,
) => ({
  cnjNumber: r.cnjNumber,
  area: r.area,
  side: r.side,
  risk: r.risk,
  estimatedLoss: r.estimatedLoss,
});

export async function createLawsuit(
  ctx: ServiceContext,
  { diligence }: DiligenceRecord,
  entityId: string,
  input: z.output<typeof LawsuitCreateSchema>,
): Promise<Lawsuit> {
  await assertEntity(ctx, diligence.id, entityId);
  const row = await cnjUnique(() =>
    riskWrite(
      ctx,
      diligence.id,
      (created: LawsuitRow) => ({
        action: 'LAWSUIT_CREATED',
        targetType: 'lawsuit',
        targetId: created.id,
        summary: { diligenceId: diligence.id, entityId, after: auditOf(created) },
      }),
      (tx) =>
        insertLawsuit(tx.db, {
          ...input,
          companyId: ctx.companyId,
          diligenceId: diligence.id,
          entityId,
          source: 'MANUAL',
          createdBy: ctx.userId,
        }),
    ),
  );
  return toLawsuit(row);
}

/** Changes the fields given (null clears an optional one); nothing changed writes nothing. */
export async function editLawsuit(
  ctx: ServiceContext,
  { diligence }: DiligenceRecord,
  id: string,
  input: z.output<typeof LawsuitUpdateSchema>,
): Promise<Lawsuit> {
  const current = await getLawsuit(ctx, diligence.id, id);
  const diff = changes(current as unknown as Record<string, unknown>, input);
  if (Object.keys(diff.after).length === 0) return toLawsuit(current);
  const row = await cnjUnique(() =>
    riskWrite(
      ctx,
      diligence.id,
      {
        action: 'LAWSUIT_UPDATED',
        targetType: 'lawsuit',
        targetId: id,
        summary: {
          diligenceId: diligence.id,
          entityId: current.entityId,
          cnjNumber: current.cnjNumber,
          ...diff,
        },
      },
      (tx) => updateLawsuit(tx.db, id, { ...input, updatedAt: new Date() }),
    ),
  );
  return toLawsuit(row);
}

export async function removeLawsuit(
  ctx: ServiceContext,
  { diligence }: DiligenceRecord,
  id: string,
): Promise<void> {
  const current = await getLawsuit(ctx, diligence.id, id);
  await riskWrite(
    ctx,
    diligence.id,
    {
      action: 'LAWSUIT_REMOVED',
      targetType: 'lawsuit',
      targetId: id,
      summary: { diligenceId: diligence.id, entityId: current.entityId, before: auditOf(current) },
    },
    (tx) => deleteLawsuit(tx.db, id),
  );
}
