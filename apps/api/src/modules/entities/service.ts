import {
  ENTITY_HAS_CHILDREN_MESSAGE,
  ENTITY_PARENT_CYCLE_MESSAGE,
  ENTITY_PARENT_INVALID_MESSAGE,
  type Entity,
  type EntityInputSchema,
  type EntityUpdateSchema,
  type RiskOverrideSchema,
} from '@lince/contracts';
import type { z } from 'zod';
import { audited, changes } from '../../domain/audit.ts';
import { inTransaction, type DbExecutor, type ServiceContext } from '../../core/context.ts';
import { conflict, isUniqueViolation, validationError } from '../../core/errors.ts';
import { type DiligenceRecord } from '../../domain/diligence/record.ts';
import { refreshSearchText } from '../../domain/diligence/search-text.ts';
import { screenEntities } from '../../domain/screening/parties-repository.ts';
import { lockDiligenceRisk, recomputeRisk } from '../../domain/risk/repository.ts';
import { riskJustification } from '../../domain/risk/justification.ts';
import { storageKeysOfEntity } from '../documents/index.ts';
import { syncChecklists } from '../checklists/index.ts';
import { entityNotFound } from '../../domain/diligence/entity.ts';
import { auditFields, toEntity } from './mappers.ts';
import { assertNewParty, checkedDocument, documentTaken } from './document-checks.ts';
import {
  deleteEntityRow,
  entitySearchText,
  findEntity,
  insertEntity,
  listEntities,
  parentsOf,
  updateEntity,
} from './repository.ts';

type EntityInput = z.output<typeof EntityInputSchema>;

/** Turns the unique index's refusal (two requests adding one document at once) into the 409. */
async function documentUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw documentTaken();
    throw error;
  }
}

/** The diligence's entities, in the order they were added. */
export async function listDiligenceEntities(
  ctx: ServiceContext,
  { diligence }: DiligenceRecord,
): Promise<{ items: Entity[] }> {
  return { items: (await listEntities(ctx.db, ctx.companyId, diligence.id)).map(toEntity) };
}

async function getEntity(db: DbExecutor, companyId: string, diligenceId: string, id: string) {
  const row = await findEntity(db, companyId, diligenceId, id);
  if (!row) throw entityNotFound();
  return row;
}

/** The parent must be of the same diligence and must not make the entity its own ancestor. */
async function assertParent(
  db: DbExecutor,
  diligenceId: string,
  entityId: string | null,
  parentId: string | null,
) {
  if (!parentId) return;
  const parents = await parentsOf(db, diligenceId);
  if (!parents.has(parentId))
    throw validationError(ENTITY_PARENT_INVALID_MESSAGE, 'parentEntityId');
  if (!entityId) return;
  const seen = new Set<string>();
  for (let at: string | null = parentId; at; at = parents.get(at) ?? null) {
    if (at === entityId || seen.has(at))
      throw validationError(ENTITY_PARENT_CYCLE_MESSAGE, 'parentEntityId');
    seen.add(at);
  }
}

/**
 * Inserts an entity into a diligence of the caller's company, with its audit entry, in the
 * context's transaction. The checks are the caller's (`createEntity`, or a diligence being
 * created with its first entity); the diligence's search text is refreshed by the caller. The
 * party is screened against the restrictive lists in the same transaction (decision 056).
 */
export function addEntity(ctx: ServiceContext, diligenceId: string, input: EntityInput) {
  return audited(
    ctx,
    (id: string) => ({
      action: 'ENTITY_CREATED',
      targetType: 'entity',
      targetId: id,
      summary: { diligenceId, after: auditFields(input) },
    }),
    async (tx) => {
      const id = await insertEntity(tx.db, {
        ...input,
        companyId: ctx.companyId,
        diligenceId,
        searchText: entitySearchText(input.name, input.document),
        createdBy: ctx.userId,
      });
      await screenEntities(tx.db, ctx.companyId, [id]);
      return id;
    },
  );
}

export async function createEntity(
  ctx: ServiceContext,
  { diligence }: DiligenceRecord,
  input: EntityInput,
): Promise<Entity> {
  await assertNewParty(ctx.db, diligence.id, input);
  await assertParent(ctx.db, diligence.id, null, input.parentEntityId);
  const id = await documentUnique(() =>
    inTransaction(ctx, async (tx) => {
      const created = await addEntity(tx, diligence.id, input);
      await syncChecklists(tx, diligence, [created]);
      await refreshSearchText(tx.db, diligence.id);
      return created;
    }),
  );
  return toEntity(await getEntity(ctx.db, ctx.companyId, diligence.id, id));
}

export async function editEntity(
  ctx: ServiceContext,
  { diligence }: DiligenceRecord,
  id: string,
  input: z.output<typeof EntityUpdateSchema>,
): Promise<Entity> {
  const current = await getEntity(ctx.db, ctx.companyId, diligence.id, id);
  const e = current.entity;
  let document: string | undefined;
  if (input.kind !== undefined || input.document !== undefined) {
    const kind = input.kind ?? e.kind;
    document = checkedDocument(kind, input.document ?? e.document, e);
    if (document !== e.document)
      await assertNewParty(
        ctx.db,
        diligence.id,
        { kind, name: input.name ?? e.name, document },
        id,
      );
  }
  if (input.parentEntityId !== undefined)
    await assertParent(ctx.db, diligence.id, id, input.parentEntityId);
  const values = {
    ...(input.kind !== undefined ? { kind: input.kind } : {}),
    ...(document !== undefined ? { document } : {}),
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.roleInDiligence !== undefined ? { roleInDiligence: input.roleInDiligence } : {}),
    ...(input.parentEntityId !== undefined ? { parentEntityId: input.parentEntityId } : {}),
    ...(input.relation !== undefined ? { relation: input.relation || null } : {}),
    ...(input.sharePercent !== undefined ? { sharePercent: input.sharePercent } : {}),
    ...(input.address !== undefined ? { address: input.address } : {}),
    ...(input.birthOrFoundationDate !== undefined
      ? { birthOrFoundationDate: input.birthOrFoundationDate }
      : {}),
    ...(input.contact !== undefined ? { contact: input.contact } : {}),
  };
  const diff = changes(
    {
      ...auditFields({
        ...e,
        sharePercent: e.sharePercent === null ? null : Number(e.sharePercent),
      }),
      document: e.document,
      address: e.address,
      birthOrFoundationDate: e.birthOrFoundationDate,
      contact: e.contact,
    } as Record<string, unknown>,
    values,
  );
  if (Object.keys(diff.after).length === 0) return toEntity(current);
  // The audit trail names what changed; the documents themselves stay out of it.
  if ('document' in diff.after) {
    diff.before.document = '(alterado)';
    diff.after.document = '(alterado)';
  }
  const renamed = values.name !== undefined || values.document !== undefined;
  await documentUnique(() =>
    audited(
      ctx,
      {
        action: 'ENTITY_UPDATED',
        targetType: 'entity',
        targetId: id,
        summary: { diligenceId: diligence.id, ...diff },
      },
      async (tx) => {
        await updateEntity(tx.db, id, {
          ...values,
          ...(renamed
            ? { searchText: entitySearchText(values.name ?? e.name, values.document ?? e.document) }
            : {}),
          updatedAt: new Date(),
        });
        if (renamed) {
          await refreshSearchText(tx.db, diligence.id);
          // Another name or document: screened again at once (decision 056).
          await screenEntities(tx.db, ctx.companyId, [id]);
        }
        // Another kind or role may call for other documents and checks.
        if ('kind' in diff.after || 'roleInDiligence' in diff.after)
          await syncChecklists(tx, diligence, [id]);
      },
    ),
  );
  return toEntity(await getEntity(ctx.db, ctx.companyId, diligence.id, id));
}

/**
 * Refused (409) while other entities name it as their parent. Its documents and their files go
 * with it: the answer is the storage keys of those files, to delete once the rows are gone.
 */
export async function deleteEntity(
  ctx: ServiceContext,
  { diligence }: DiligenceRecord,
  id: string,
): Promise<string[]> {
  const current = await getEntity(ctx.db, ctx.companyId, diligence.id, id);
  if (current.childrenCount > 0) throw conflict(ENTITY_HAS_CHILDREN_MESSAGE);
  return audited(
    ctx,
    {
      action: 'ENTITY_DELETED',
      targetType: 'entity',
      targetId: id,
      summary: { diligenceId: diligence.id, before: auditFields(current.entity) },
    },
    async (tx) => {
      await lockDiligenceRisk(tx.db, diligence.id);
      const keys = await storageKeysOfEntity(tx.db, id);
      await deleteEntityRow(tx.db, id);
      await refreshSearchText(tx.db, diligence.id);
      // Its findings went with it: the diligence's rating may drop.
      await recomputeRisk(tx.db, diligence.id);
      return keys;
    },
  );
}

/** The analyst's rating of an entity; the diligence's computed risk follows (highest entity). */
export async function setEntityRisk(
  ctx: ServiceContext,
  { diligence }: DiligenceRecord,
  id: string,
  input: z.output<typeof RiskOverrideSchema>,
): Promise<Entity> {
  const e = (await getEntity(ctx.db, ctx.companyId, diligence.id, id)).entity;
  const justification = riskJustification(input.rating, e.riskComputed, input.justification);
  await audited(
    ctx,
    {
      action: 'ENTITY_RISK_SET',
      targetType: 'entity',
      targetId: id,
      summary: {
        diligenceId: diligence.id,
        before: { rating: e.riskRating, justification: e.riskJustification },
        after: { rating: input.rating, justification },
        computed: e.riskComputed,
      },
    },
    async (tx) => {
      await lockDiligenceRisk(tx.db, diligence.id);
      await updateEntity(tx.db, id, {
        riskRating: input.rating,
        riskJustification: justification,
        updatedAt: new Date(),
      });
      await recomputeRisk(tx.db, diligence.id);
    },
  );
  return toEntity(await getEntity(ctx.db, ctx.companyId, diligence.id, id));
}
