import { todayInBrazil } from '@lince/contracts/calendar';
import {
  MEMBER_INVALID_MESSAGE,
  OWNER_INVALID_MESSAGE,
  formatDiligenceCode,
  type CancelDiligenceSchema,
  type Diligence,
  type DiligenceInputSchema,
  type DiligenceStatusChangeSchema,
  type DiligenceUpdateSchema,
  type RiskOverrideSchema,
} from '@lince/contracts';
import type { z } from 'zod';
import { audited, changes } from '../../domain/audit.ts';
import { inTransaction, type ServiceContext } from '../../core/context.ts';
import { validationError } from '../../core/errors.ts';
import {
  pendingRequiredDocuments,
  syncChecklists,
  trackForNewDiligence,
} from '../checklists/index.ts';
import { addEntity } from '../entities/index.ts';
import { activeUsersOf } from '../../domain/accounts/users.ts';
import { loadDiligence, type DiligenceRecord } from '../../domain/diligence/record.ts';
import { toDiligence } from '../../domain/diligence/mappers.ts';
import { refreshSearchText } from '../../domain/diligence/search-text.ts';
import { insertDiligence, nextCodeNumber, replaceTeam, updateDiligence } from './repository.ts';
import { riskJustification } from '../../domain/risk/justification.ts';
import { planCancel, planStatusChange, type StatusMove } from './status-rules.ts';

/** Owner and team must be active users of the caller's company (400 naming the field). */
async function assertPeople(ctx: ServiceContext, ownerId?: string, memberIds?: string[]) {
  const ids = [...(ownerId ? [ownerId] : []), ...(memberIds ?? [])];
  const usable = await activeUsersOf(ctx.db, ctx.companyId, [...new Set(ids)]);
  if (ownerId && !usable.has(ownerId)) throw validationError(OWNER_INVALID_MESSAGE, 'ownerId');
  if (memberIds?.some((m) => !usable.has(m)))
    throw validationError(MEMBER_INVALID_MESSAGE, 'memberIds');
}

/**
 * A new diligence with the next code of the company's year (`DD-AAAA-NNNN`), its team, its track
 * (the one named, else the company's default) and, when given, its first entity with the
 * checklist the track generates — all in one transaction, each write with its audit entry.
 */
export async function createDiligence(
  ctx: ServiceContext,
  input: z.output<typeof DiligenceInputSchema>,
): Promise<Diligence> {
  const memberIds = [...new Set(input.memberIds)];
  await assertPeople(ctx, input.ownerId, memberIds);
  const track = await trackForNewDiligence(ctx, input.trackId);
  const year = Number(todayInBrazil().slice(0, 4));
  const id = await inTransaction(ctx, async (tx) => {
    const code = formatDiligenceCode(year, await nextCodeNumber(tx.db, ctx.companyId, year));
    const { title, purpose, ownerId, dueDate, priority } = input;
    const diligenceId = await audited(
      tx,
      (created: string) => ({
        action: 'DILIGENCE_CREATED',
        targetType: 'diligence',
        targetId: created,
        summary: {
          after: { code, title, purpose, ownerId, memberIds, dueDate, priority, ...track },
        },
      }),
      async (write) => {
        const created = await insertDiligence(write.db, {
          companyId: ctx.companyId,
          code,
          title,
          purpose,
          description: input.description ?? '',
          priority,
          dueDate,
          ownerId,
          createdBy: ctx.userId,
          trackId: track?.trackId ?? null,
          trackVersion: track?.trackVersion ?? null,
        });
        await replaceTeam(write.db, created, memberIds);
        return created;
      },
    );
    if (input.firstEntity) {
      const entityId = await addEntity(tx, diligenceId, input.firstEntity);
      if (track) await syncChecklists(tx, { id: diligenceId, ...track }, [entityId]);
    }
    await refreshSearchText(tx.db, diligenceId);
    return diligenceId;
  });
  return toDiligence(await loadDiligence(ctx, id));
}

export async function editDiligence(
  ctx: ServiceContext,
  record: DiligenceRecord,
  input: z.output<typeof DiligenceUpdateSchema>,
): Promise<Diligence> {
  const memberIds = input.memberIds ? [...new Set(input.memberIds)] : undefined;
  await assertPeople(ctx, input.ownerId, memberIds);
  const d = record.diligence;
  const values = {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.purpose !== undefined ? { purpose: input.purpose } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.ownerId !== undefined ? { ownerId: input.ownerId } : {}),
    ...(input.dueDate !== undefined ? { dueDate: input.dueDate } : {}),
    ...(input.priority !== undefined ? { priority: input.priority } : {}),
    ...(input.conclusion !== undefined ? { conclusion: input.conclusion || null } : {}),
  };
  const { title, purpose, description, ownerId, dueDate, priority, conclusion } = d;
  const diff = changes(
    { title, purpose, description, ownerId, dueDate, priority, conclusion } as Record<
      string,
      unknown
    >,
    values,
  );
  const before = record.team.map((u) => u._id).sort();
  const teamChanged =
    !!memberIds && JSON.stringify(before) !== JSON.stringify([...memberIds].sort());
  if (teamChanged) {
    diff.before.memberIds = before;
    diff.after.memberIds = memberIds;
  }
  if (Object.keys(diff.after).length === 0) return toDiligence(record);
  await audited(
    ctx,
    { action: 'DILIGENCE_UPDATED', targetType: 'diligence', targetId: d.id, summary: diff },
    async (tx) => {
      if (Object.keys(values).length)
        await updateDiligence(tx.db, d.id, { ...values, updatedAt: new Date() });
      if (teamChanged) await replaceTeam(tx.db, d.id, memberIds);
      if (values.title !== undefined) await refreshSearchText(tx.db, d.id);
    },
  );
  return toDiligence(await loadDiligence(ctx, d.id));
}

/** Writes a planned move with its audit entry; answers from the record already loaded. */
async function applyMove(ctx: ServiceContext, record: DiligenceRecord, move: StatusMove) {
  const id = record.diligence.id;
  await audited(ctx, { ...move.entry, targetId: id }, (tx) =>
    updateDiligence(tx.db, id, move.values),
  );
  return toDiligence({ ...record, diligence: { ...record.diligence, ...move.values } });
}

/**
 * Moves the diligence to another status under the status rules (status-rules.ts); into Concluída
 * the required documents not yet analysed nor waived are read first (the rule lists them).
 */
export async function changeStatus(
  ctx: ServiceContext,
  record: DiligenceRecord,
  input: z.output<typeof DiligenceStatusChangeSchema>,
): Promise<Diligence> {
  const missing =
    input.status === 'CONCLUIDA' && record.diligence.status !== 'CONCLUIDA'
      ? await pendingRequiredDocuments(ctx.db, record.diligence.id)
      : [];
  const move = planStatusChange(record.diligence, input, ctx.role, new Date(), missing);
  return move ? applyMove(ctx, record, move) : toDiligence(record);
}

export async function cancelDiligence(
  ctx: ServiceContext,
  record: DiligenceRecord,
  input: z.output<typeof CancelDiligenceSchema>,
): Promise<Diligence> {
  return applyMove(ctx, record, planCancel(record.diligence, input.reason, ctx.role, new Date()));
}

/** The analyst's rating; a justification is required when it differs from the computed one. */
export async function setDiligenceRisk(
  ctx: ServiceContext,
  record: DiligenceRecord,
  input: z.output<typeof RiskOverrideSchema>,
): Promise<Diligence> {
  const d = record.diligence;
  const justification = riskJustification(input.rating, d.riskComputed, input.justification);
  const values = {
    riskRating: input.rating,
    riskJustification: justification,
    updatedAt: new Date(),
  };
  await audited(
    ctx,
    {
      action: 'DILIGENCE_RISK_SET',
      targetType: 'diligence',
      targetId: d.id,
      summary: {
        before: { rating: d.riskRating, justification: d.riskJustification },
        after: { rating: input.rating, justification },
        computed: d.riskComputed,
      },
    },
    (tx) => updateDiligence(tx.db, d.id, values),
  );
  return toDiligence({ ...record, diligence: { ...d, ...values } });
}
