import {
  ENTITY_DOCUMENT_TAKEN_MESSAGE,
  ENTITY_HAS_CHILDREN_MESSAGE,
  ENTITY_PARENT_CYCLE_MESSAGE,
  ENTITY_PARENT_INVALID_MESSAGE,
  RISK_JUSTIFICATION_REQUIRED_MESSAGE,
  isValidCnpj,
  isValidCpf,
  normalizeDocument,
  type Entity,
  type EntityInputSchema,
  type EntityKind,
  type EntityUpdateSchema,
  type RiskOverrideSchema,
} from '@lince/contracts';
import { entities, eq, type Database } from '@lince/db';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { changes } from '../../core/audit.ts';
import { recordActivity } from '../activity/repository.ts';
import {
  diligenceExists,
  entitySearchText,
  refreshComputedRisk,
  refreshSearchText,
} from '../diligences/repository.ts';
import {
  diligenceNotFound,
  isUniqueViolation,
  unprocessable,
  type Actor,
  riskOf,
} from '../diligences/service.ts';
import {
  findByDocument,
  findEntity,
  listEntities,
  parentsOf,
  type EntityListRow,
} from './repository.ts';
import type { AuthContext } from '../../plugins/auth.ts';

export const entityNotFound = () => new AppError(404, 'NOT_FOUND', 'Parte não encontrada.');
const documentTaken = () => new AppError(409, 'CONFLICT', ENTITY_DOCUMENT_TAKEN_MESSAGE);
const invalid = (path: string, message: string) =>
  new AppError(400, 'VALIDATION_ERROR', message, [{ path, message }]);

export function toEntity({ entity: e, childrenCount }: EntityListRow): Entity {
  const a = e.address;
  return {
    _id: e.id,
    diligenceId: e.diligenceId,
    kind: e.kind,
    name: e.name,
    document: e.document,
    roleInDiligence: e.roleInDiligence,
    parentEntityId: e.parentEntityId ?? null,
    relation: e.relation ?? null,
    sharePercent: e.sharePercent === null ? null : Number(e.sharePercent),
    address: a
      ? {
          cep: a.cep ?? '',
          logradouro: a.logradouro ?? '',
          numero: a.numero ?? '',
          complemento: a.complemento ?? '',
          bairro: a.bairro ?? '',
          cidade: a.cidade ?? '',
          uf: a.uf ?? '',
        }
      : null,
    birthOrFoundationDate: e.birthOrFoundationDate ?? null,
    contact: e.contact ? { email: e.contact.email ?? '', phone: e.contact.phone ?? '' } : null,
    risk: riskOf(e),
    childrenCount,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}

async function assertDiligence(db: Database, companyId: string, diligenceId: string) {
  if (!(await diligenceExists(db, companyId, diligenceId))) throw diligenceNotFound();
}

export async function listDiligenceEntities(
  db: Database,
  auth: AuthContext,
  diligenceId: string,
): Promise<{ items: Entity[] }> {
  await assertDiligence(db, auth.companyId, diligenceId);
  return { items: (await listEntities(db, auth.companyId, diligenceId)).map(toEntity) };
}

async function getEntity(db: Database, auth: AuthContext, diligenceId: string, id: string) {
  const row = await findEntity(db, auth.companyId, diligenceId, id);
  if (!row) throw entityNotFound();
  return toEntity(row);
}

/** The parent must be of the same diligence and must not make the entity its own ancestor. */
async function assertParent(
  db: Database,
  diligenceId: string,
  entityId: string | null,
  parentId: string | null,
) {
  if (!parentId) return;
  const parents = await parentsOf(db, diligenceId);
  if (!parents.has(parentId)) throw invalid('parentEntityId', ENTITY_PARENT_INVALID_MESSAGE);
  if (!entityId) return;
  const seen = new Set<string>();
  for (let at: string | null = parentId; at; at = parents.get(at) ?? null) {
    if (at === entityId || seen.has(at))
      throw invalid('parentEntityId', ENTITY_PARENT_CYCLE_MESSAGE);
    seen.add(at);
  }
}

const auditFields = (e: {
  kind: string;
  name: string;
  roleInDiligence: string;
  parentEntityId?: string | null;
  relation?: string | null;
  sharePercent?: number | null;
}) => ({
  kind: e.kind,
  name: e.name,
  roleInDiligence: e.roleInDiligence,
  parentEntityId: e.parentEntityId ?? null,
  relation: e.relation ?? null,
  sharePercent: e.sharePercent ?? null,
});

export async function createEntity(
  db: Database,
  diligenceId: string,
  input: z.output<typeof EntityInputSchema>,
  actor: Actor,
): Promise<Entity> {
  await assertDiligence(db, actor.companyId, diligenceId);
  if (await findByDocument(db, diligenceId, input.document)) throw documentTaken();
  await assertParent(db, diligenceId, null, input.parentEntityId);
  try {
    const id = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(entities)
        .values({
          ...input,
          companyId: actor.companyId,
          diligenceId,
          searchText: entitySearchText(input.name, input.document),
          createdBy: actor.userId,
        })
        .returning({ id: entities.id });
      await refreshSearchText(tx, diligenceId);
      await recordActivity(tx, {
        companyId: actor.companyId,
        userId: actor.userId,
        action: 'ENTITY_CREATED',
        targetType: 'entity',
        targetId: created!.id,
        summary: { diligenceId, after: auditFields(input) },
        ip: actor.ip,
      });
      return created!.id;
    });
    return getEntity(db, actor, diligenceId, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw documentTaken();
    throw error;
  }
}

export async function editEntity(
  db: Database,
  diligenceId: string,
  id: string,
  input: z.output<typeof EntityUpdateSchema>,
  actor: Actor,
): Promise<Entity> {
  await assertDiligence(db, actor.companyId, diligenceId);
  const current = await findEntity(db, actor.companyId, diligenceId, id);
  if (!current) throw entityNotFound();
  const e = current.entity;
  const kind: EntityKind = input.kind ?? e.kind;
  let document: string | undefined;
  if (input.kind !== undefined || input.document !== undefined) {
    const raw = input.document ?? e.document;
    const ok = kind === 'PF' ? isValidCpf(raw) : isValidCnpj(raw);
    if (!ok) throw invalid('document', kind === 'PF' ? 'CPF inválido.' : 'CNPJ inválido.');
    document = normalizeDocument(kind, raw);
    if (document !== e.document) {
      const other = await findByDocument(db, diligenceId, document);
      if (other && other.id !== id) throw documentTaken();
    }
  }
  if (input.parentEntityId !== undefined)
    await assertParent(db, diligenceId, id, input.parentEntityId);
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
  try {
    await db.transaction(async (tx) => {
      const searchText =
        values.name !== undefined || values.document !== undefined
          ? { searchText: entitySearchText(values.name ?? e.name, values.document ?? e.document) }
          : {};
      await tx
        .update(entities)
        .set({ ...values, ...searchText, updatedAt: new Date() })
        .where(eq(entities.id, id));
      if (values.name !== undefined || values.document !== undefined)
        await refreshSearchText(tx, diligenceId);
      await recordActivity(tx, {
        companyId: actor.companyId,
        userId: actor.userId,
        action: 'ENTITY_UPDATED',
        targetType: 'entity',
        targetId: id,
        summary: { diligenceId, ...diff },
        ip: actor.ip,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw documentTaken();
    throw error;
  }
  return getEntity(db, actor, diligenceId, id);
}

export async function deleteEntity(
  db: Database,
  diligenceId: string,
  id: string,
  actor: Actor,
): Promise<void> {
  await assertDiligence(db, actor.companyId, diligenceId);
  const current = await findEntity(db, actor.companyId, diligenceId, id);
  if (!current) throw entityNotFound();
  if (current.childrenCount > 0) throw new AppError(409, 'CONFLICT', ENTITY_HAS_CHILDREN_MESSAGE);
  await db.transaction(async (tx) => {
    await tx.delete(entities).where(eq(entities.id, id));
    await refreshSearchText(tx, diligenceId);
    await refreshComputedRisk(tx, diligenceId);
    await recordActivity(tx, {
      companyId: actor.companyId,
      userId: actor.userId,
      action: 'ENTITY_DELETED',
      targetType: 'entity',
      targetId: id,
      summary: { diligenceId, before: auditFields(current.entity) },
      ip: actor.ip,
    });
  });
}

/** The analyst's rating of an entity; the diligence's computed risk follows (highest entity). */
export async function setEntityRisk(
  db: Database,
  diligenceId: string,
  id: string,
  input: z.output<typeof RiskOverrideSchema>,
  actor: Actor,
): Promise<Entity> {
  await assertDiligence(db, actor.companyId, diligenceId);
  const current = await findEntity(db, actor.companyId, diligenceId, id);
  if (!current) throw entityNotFound();
  const e = current.entity;
  const justification = input.justification?.trim() || null;
  if (input.rating !== e.riskComputed && !justification)
    throw unprocessable(RISK_JUSTIFICATION_REQUIRED_MESSAGE, [
      { path: 'justification', message: RISK_JUSTIFICATION_REQUIRED_MESSAGE },
    ]);
  await db.transaction(async (tx) => {
    await tx
      .update(entities)
      .set({ riskRating: input.rating, riskJustification: justification, updatedAt: new Date() })
      .where(eq(entities.id, id));
    await refreshComputedRisk(tx, diligenceId);
    await recordActivity(tx, {
      companyId: actor.companyId,
      userId: actor.userId,
      action: 'ENTITY_RISK_SET',
      targetType: 'entity',
      targetId: id,
      summary: {
        diligenceId,
        before: { rating: e.riskRating, justification: e.riskJustification },
        after: { rating: input.rating, justification },
        computed: e.riskComputed,
      },
      ip: actor.ip,
    });
  });
  return getEntity(db, actor, diligenceId, id);
}
