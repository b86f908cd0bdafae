import {
  FINDING_AREA_NEEDS_ENTITY_MESSAGE,
  FINDING_AREA_WITH_DOCUMENT_MESSAGE,
  FINDING_DOCUMENT_ENTITY_MISMATCH_MESSAGE,
  FINDING_DOCUMENT_NOT_FOUND_MESSAGE,
  FINDING_ENTITY_NOT_FOUND_MESSAGE,
  FINDING_NOT_FOUND_MESSAGE,
  type Finding,
  type FindingCreateSchema,
  type FindingList,
  type FindingListQuerySchema,
  type FindingTarget,
  type FindingUpdateSchema,
} from '@lince/contracts';
import type { z } from 'zod';
import { changes } from '../../domain/audit.ts';
import type { ServiceContext } from '../../core/context.ts';
import { notFound, validationError } from '../../core/errors.ts';
import type { DiligenceRecord } from '../../domain/diligence/record.ts';
import { findEntityRecord } from '../../domain/diligence/entity.ts';
import { riskWrite } from '../../domain/risk/write.ts';
import {
  deleteFinding,
  documentOfDiligence,
  findFinding,
  insertFinding,
  listFindings,
  toFinding,
  updateFinding,
  type FindingRecord,
} from './repository.ts';

const findingNotFound = () => notFound(FINDING_NOT_FOUND_MESSAGE);

export async function listDiligenceFindings(
  ctx: ServiceContext,
  { diligence }: DiligenceRecord,
  query: z.output<typeof FindingListQuerySchema>,
): Promise<FindingList> {
  const { page, pageSize } = query;
  const resolved = query.resolved === undefined ? undefined : query.resolved === 'true';
  const { rows, total } = await listFindings(
    ctx.db,
    ctx.companyId,
    diligence.id,
    { entityId: query.entityId, documentId: query.documentId, resolved, target: query.target },
    { page, pageSize },
  );
  return { items: rows.map(toFinding), total, page, pageSize };
}

async function getFinding(ctx: ServiceContext, diligenceId: string, id: string) {
  const row = await findFinding(ctx.db, ctx.companyId, diligenceId, id);
  if (!row) throw findingNotFound();
  return row;
}

/**
 * What the finding is about: a document (its entity copied), an entity — in general or one of its
 * areas (registration, lawsuits, financial statements) — or the diligence. The document or entity
 * must be of this diligence (a 400 naming the field otherwise).
 */
async function targetOf(
  ctx: ServiceContext,
  diligenceId: string,
  input: Pick<z.output<typeof FindingCreateSchema>, 'entityId' | 'documentId' | 'area'>,
): Promise<{ target: FindingTarget; entityId: string | null; documentId: string | null }> {
  if (input.area && input.documentId)
    throw validationError(FINDING_AREA_WITH_DOCUMENT_MESSAGE, 'area');
  if (input.area && !input.entityId)
    throw validationError(FINDING_AREA_NEEDS_ENTITY_MESSAGE, 'entityId');
  if (input.documentId) {
    const doc = await documentOfDiligence(ctx.db, ctx.companyId, diligenceId, input.documentId);
    if (!doc) throw validationError(FINDING_DOCUMENT_NOT_FOUND_MESSAGE, 'documentId');
    if (input.entityId && input.entityId !== doc.entityId)
      throw validationError(FINDING_DOCUMENT_ENTITY_MISMATCH_MESSAGE, 'entityId');
    return { target: 'DOCUMENTO', entityId: doc.entityId, documentId: doc.id };
  }
  if (input.entityId) {
    if (!(await findEntityRecord(ctx.db, ctx.companyId, diligenceId, input.entityId)))
      throw validationError(FINDING_ENTITY_NOT_FOUND_MESSAGE, 'entityId');
    return { target: input.area ?? 'ENTIDADE', entityId: input.entityId, documentId: null };
  }
  return { target: 'DILIGENCIA', entityId: null, documentId: null };
}

const auditOf = (r: Pick<FindingRecord['finding'], 'title' | 'severity'>) => ({
  title: r.title,
  severity: r.severity,
});

export async function createFinding(
  ctx: ServiceContext,
  { diligence }: DiligenceRecord,
  input: z.output<typeof FindingCreateSchema>,
): Promise<Finding> {
  const target = await targetOf(ctx, diligence.id, input);
  const values = {
    title: input.title,
    description: input.description ?? '',
    severity: input.severity,
    recommendation: input.recommendation ?? '',
  };
  const id = await riskWrite(
    ctx,
    diligence.id,
    (created: string) => ({
      action: 'FINDING_CREATED',
      targetType: 'finding',
      targetId: created,
      summary: { diligenceId: diligence.id, ...target, after: auditOf(values) },
    }),
    (tx) =>
      insertFinding(tx.db, {
        ...values,
        ...target,
        companyId: ctx.companyId,
        diligenceId: diligence.id,
        createdBy: ctx.userId,
      }),
  );
  return toFinding(await getFinding(ctx, diligence.id, id));
}

/**
 * Edits a finding; `resolved: true` resolves it (when and by whom kept), `false` reopens it.
 * The audit action is the resolution's when it changes, else FINDING_UPDATED.
 */
export async function editFinding(
  ctx: ServiceContext,
  { diligence }: DiligenceRecord,
  id: string,
  input: z.output<typeof FindingUpdateSchema>,
): Promise<Finding> {
  const current = (await getFinding(ctx, diligence.id, id)).finding;
  const { resolved, ...fields } = input;
  const diff = changes(
    {
      title: current.title,
      description: current.description,
      severity: current.severity,
      recommendation: current.recommendation,
    } as Record<string, unknown>,
    fields,
  );
  const resolving = resolved !== undefined && resolved !== current.resolved;
  if (!resolving && Object.keys(diff.after).length === 0)
    return toFinding(await getFinding(ctx, diligence.id, id));
  const now = new Date();
  const values = {
    ...fields,
    ...(resolving
      ? {
          resolved,
          resolvedAt: resolved ? now : null,
          resolvedBy: resolved ? ctx.userId : null,
        }
      : {}),
    updatedAt: now,
  };
  if (resolving) {
    diff.before.resolved = current.resolved;
    diff.after.resolved = resolved;
  }
  await riskWrite(
    ctx,
    diligence.id,
    {
      action: resolving ? (resolved ? 'FINDING_RESOLVED' : 'FINDING_REOPENED') : 'FINDING_UPDATED',
      targetType: 'finding',
      targetId: id,
      summary: {
        diligenceId: diligence.id,
        entityId: current.entityId,
        title: current.title,
        ...diff,
      },
    },
    (tx) => updateFinding(tx.db, id, values),
  );
  return toFinding(await getFinding(ctx, diligence.id, id));
}

export async function removeFinding(
  ctx: ServiceContext,
  { diligence }: DiligenceRecord,
  id: string,
): Promise<void> {
  const current = (await getFinding(ctx, diligence.id, id)).finding;
  await riskWrite(
    ctx,
    diligence.id,
    {
      action: 'FINDING_REMOVED',
      targetType: 'finding',
      targetId: id,
      summary: {
        diligenceId: diligence.id,
        entityId: current.entityId,
        documentId: current.documentId,
        before: { ...auditOf(current), resolved: current.resolved },
      },
    },
    (tx) => deleteFinding(tx.db, id),
  );
}
