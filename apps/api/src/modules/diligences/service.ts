import { todayInBrazil } from '@lince/contracts/calendar';
import {
  CLOSED_STATUSES,
  DILIGENCE_STATUS_LABELS,
  KANBAN_STATUSES,
  MEMBER_INVALID_MESSAGE,
  OWNER_INVALID_MESSAGE,
  REOPEN_ADMIN_ONLY_MESSAGE,
  REOPEN_REASON_REQUIRED_MESSAGE,
  RISK_JUSTIFICATION_REQUIRED_MESSAGE,
  formatDiligenceCode,
  type CancelDiligenceSchema,
  type Diligence,
  type DiligenceInputSchema,
  type DiligenceListItem,
  type DiligenceListQuerySchema,
  type DiligenceStatus,
  type DiligenceStatusChangeSchema,
  type DiligenceUpdateSchema,
  type Kanban,
  type KanbanQuerySchema,
  type Page,
  type RiskOverrideSchema,
  type RiskRating,
} from '@lince/contracts';
import { diligences, entities, eq, type Database } from '@lince/db';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { pageResult } from '../../lib/paging.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { changes } from '../../core/audit.ts';
import { recordActivity } from '../activity/repository.ts';
import {
  activeUsersOf,
  entitySearchText,
  entitiesCountOf,
  findDiligence,
  kanbanBoard,
  listDiligences,
  nextCodeNumber,
  refreshSearchText,
  replaceTeam,
  teamOf,
  type DiligenceListRow,
} from './repository.ts';

export type Actor = AuthContext & { ip: string };

export const diligenceNotFound = () => new AppError(404, 'NOT_FOUND', 'Diligência não encontrada.');
/** A business rule refused the request: 422 with what is missing in `details`. */
export const unprocessable = (message: string, details?: { path: string; message: string }[]) =>
  new AppError(422, 'VALIDATION_ERROR', message, details ?? [{ path: '', message }]);

export const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

const yearInBrazil = (now = new Date()) => Number(todayInBrazil(now).slice(0, 4));

/** Not Concluída nor Cancelada. */
export const isOpen = (status: DiligenceStatus) => !CLOSED_STATUSES.includes(status);

/** Past its due date (a day in Brasília) and still open. */
export const isOverdue = (dueDate: string | null, status: DiligenceStatus, today: string) =>
  !!dueDate && dueDate < today && isOpen(status);

/** The computed and the chosen rating with its justification, as answers carry them (PRODUCT §3). */
export const riskOf = (row: {
  riskComputed: RiskRating | null;
  riskRating: RiskRating | null;
  riskJustification: string | null;
}) => ({
  computed: row.riskComputed ?? null,
  rating: row.riskRating ?? null,
  justification: row.riskJustification ?? null,
});

export function toListItem(
  { diligence: d, ownerName, ownerAvatar }: DiligenceListRow,
  today = todayInBrazil(),
): DiligenceListItem {
  return {
    _id: d.id,
    code: d.code,
    title: d.title,
    purpose: d.purpose,
    status: d.status,
    priority: d.priority,
    risk: riskOf(d),
    owner: { _id: d.ownerId, name: ownerName, avatar: ownerAvatar ?? null },
    dueDate: d.dueDate ?? null,
    overdue: isOverdue(d.dueDate, d.status, today),
    // Documents arrive with a later issue: analysed ÷ required is 0 of 0 until then.
    progress: { done: 0, required: 0 },
    statusChangedAt: d.statusChangedAt.toISOString(),
    createdAt: d.createdAt.toISOString(),
  };
}

export async function listDiligencePage(
  db: Database,
  auth: AuthContext,
  query: z.output<typeof DiligenceListQuerySchema>,
): Promise<Page<DiligenceListItem>> {
  const { rows, total } = await listDiligences(db, auth.companyId, query);
  const today = todayInBrazil();
  return pageResult(
    rows.map((r) => toListItem(r, today)),
    total,
    query.page,
    query.pageSize,
  );
}

const DAY_MS = 86_400_000;

/**
 * When a diligence's time in its current column runs out (PRODUCT §3): the moment it entered the
 * status plus the company's SLA days for that status; null when the company sets none.
 */
export function slaLimit(statusChangedAt: Date, days: number | null | undefined): Date | null {
  return typeof days === 'number' ? new Date(statusChangedAt.getTime() + days * DAY_MS) : null;
}

/** Whether the SLA limit of the current column has passed (the kanban's `overdueSla`). */
export function isPastSla(
  statusChangedAt: Date,
  days: number | null | undefined,
  now = Date.now(),
) {
  const limit = slaLimit(statusChangedAt, days);
  return !!limit && now > limit.getTime();
}

export async function kanban(
  db: Database,
  auth: AuthContext,
  query: z.output<typeof KanbanQuerySchema>,
): Promise<Kanban> {
  const { limit, ...filter } = query;
  const board = await kanbanBoard(db, auth.companyId, filter, limit);
  const today = todayInBrazil();
  const now = Date.now();
  const columns = new Map<DiligenceStatus, Kanban['columns'][number]>(
    KANBAN_STATUSES.map((status) => [status, { status, count: 0, cards: [] }]),
  );
  for (const { status, count, slaDays, card } of board) {
    const column = columns.get(status)!;
    column.count = count;
    if (!card) continue;
    column.cards.push({
      ...toListItem(card, today),
      overdueSla: isPastSla(
        card.diligence.statusChangedAt,
        typeof slaDays === 'number' ? slaDays : null,
        now,
      ),
    });
  }
  return { columns: [...columns.values()] };
}

export async function getDiligence(
  db: Database,
  auth: AuthContext,
  id: string,
): Promise<Diligence> {
  const row = await findDiligence(db, auth.companyId, id);
  if (!row) throw diligenceNotFound();
  const [team, entitiesCount] = [await teamOf(db, id), await entitiesCountOf(db, id)];
  const d = row.diligence;
  return {
    ...toListItem(row),
    description: d.description,
    trackId: d.trackId ?? null,
    trackVersion: d.trackVersion ?? null,
    team: team.map((u) => ({ ...u, avatar: u.avatar ?? null })),
    entitiesCount,
    conclusion: d.conclusion ?? null,
    createdBy: d.createdBy ?? null,
    updatedAt: d.updatedAt.toISOString(),
    concludedAt: d.concludedAt?.toISOString() ?? null,
    canceledAt: d.canceledAt?.toISOString() ?? null,
    cancelReason: d.cancelReason ?? null,
  };
}

async function assertPeople(
  db: Database,
  companyId: string,
  ownerId: string | undefined,
  memberIds: string[] | undefined,
) {
  const ids = [...(ownerId ? [ownerId] : []), ...(memberIds ?? [])];
  const usable = await activeUsersOf(db, companyId, [...new Set(ids)]);
  if (ownerId && !usable.has(ownerId))
    throw new AppError(400, 'VALIDATION_ERROR', OWNER_INVALID_MESSAGE, [
      { path: 'ownerId', message: OWNER_INVALID_MESSAGE },
    ]);
  if (memberIds?.some((m) => !usable.has(m)))
    throw new AppError(400, 'VALIDATION_ERROR', MEMBER_INVALID_MESSAGE, [
      { path: 'memberIds', message: MEMBER_INVALID_MESSAGE },
    ]);
}

export async function createDiligence(
  db: Database,
  input: z.output<typeof DiligenceInputSchema>,
  actor: Actor,
): Promise<Diligence> {
  const memberIds = [...new Set(input.memberIds)];
  await assertPeople(db, actor.companyId, input.ownerId, memberIds);
  const year = yearInBrazil();
  {
    const id = await db.transaction(async (tx) => {
      const code = formatDiligenceCode(year, await nextCodeNumber(tx, actor.companyId, year));
      const [created] = await tx
        .insert(diligences)
        .values({
          companyId: actor.companyId,
          code,
          title: input.title,
          purpose: input.purpose,
          description: input.description ?? '',
          priority: input.priority,
          dueDate: input.dueDate,
          ownerId: input.ownerId,
          createdBy: actor.userId,
        })
        .returning({ id: diligences.id });
      const diligenceId = created!.id;
      await replaceTeam(tx, diligenceId, memberIds);
      await recordActivity(tx, {
        companyId: actor.companyId,
        userId: actor.userId,
        action: 'DILIGENCE_CREATED',
        targetType: 'diligence',
        targetId: diligenceId,
        summary: {
          after: {
            code,
            title: input.title,
            purpose: input.purpose,
            ownerId: input.ownerId,
            memberIds,
            dueDate: input.dueDate,
            priority: input.priority,
          },
        },
        ip: actor.ip,
      });
      if (input.firstEntity) {
        const e = input.firstEntity;
        const [entity] = await tx
          .insert(entities)
          .values({
            companyId: actor.companyId,
            diligenceId,
            kind: e.kind,
            name: e.name,
            document: e.document,
            roleInDiligence: e.roleInDiligence,
            relation: e.relation,
            sharePercent: e.sharePercent,
            address: e.address,
            birthOrFoundationDate: e.birthOrFoundationDate,
            contact: e.contact,
            searchText: entitySearchText(e.name, e.document),
            createdBy: actor.userId,
          })
          .returning({ id: entities.id });
        await recordActivity(tx, {
          companyId: actor.companyId,
          userId: actor.userId,
          action: 'ENTITY_CREATED',
          targetType: 'entity',
          targetId: entity!.id,
          summary: {
            diligenceId,
            after: { kind: e.kind, name: e.name, roleInDiligence: e.roleInDiligence },
          },
          ip: actor.ip,
        });
      }
      await refreshSearchText(tx, diligenceId);
      return diligenceId;
    });
    return getDiligence(db, actor, id);
  }
}

export async function editDiligence(
  db: Database,
  id: string,
  input: z.output<typeof DiligenceUpdateSchema>,
  actor: Actor,
): Promise<Diligence> {
  const current = await findDiligence(db, actor.companyId, id);
  if (!current) throw diligenceNotFound();
  const memberIds = input.memberIds ? [...new Set(input.memberIds)] : undefined;
  await assertPeople(db, actor.companyId, input.ownerId, memberIds);
  const d = current.diligence;
  const values = {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.purpose !== undefined ? { purpose: input.purpose } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.ownerId !== undefined ? { ownerId: input.ownerId } : {}),
    ...(input.dueDate !== undefined ? { dueDate: input.dueDate } : {}),
    ...(input.priority !== undefined ? { priority: input.priority } : {}),
    ...(input.conclusion !== undefined ? { conclusion: input.conclusion || null } : {}),
  };
  const diff = changes(
    {
      title: d.title,
      purpose: d.purpose,
      description: d.description,
      ownerId: d.ownerId,
      dueDate: d.dueDate,
      priority: d.priority,
      conclusion: d.conclusion,
    } as Record<string, unknown>,
    values,
  );
  let teamChanged = false;
  if (memberIds) {
    const before = (await teamOf(db, id)).map((u) => u._id).sort();
    teamChanged = JSON.stringify(before) !== JSON.stringify([...memberIds].sort());
    if (teamChanged) {
      diff.before.memberIds = before;
      diff.after.memberIds = memberIds;
    }
  }
  if (Object.keys(diff.after).length === 0) return getDiligence(db, actor, id);
  await db.transaction(async (tx) => {
    if (Object.keys(values).length)
      await tx
        .update(diligences)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(diligences.id, id));
    if (teamChanged && memberIds) await replaceTeam(tx, id, memberIds);
    if (values.title !== undefined) await refreshSearchText(tx, id);
    await recordActivity(tx, {
      companyId: actor.companyId,
      userId: actor.userId,
      action: 'DILIGENCE_UPDATED',
      targetType: 'diligence',
      targetId: id,
      summary: diff,
      ip: actor.ip,
    });
  });
  return getDiligence(db, actor, id);
}

/**
 * Moves a diligence between statuses (PRODUCT §3): into CONCLUIDA only with a risk rating and a
 * conclusion; out of CONCLUIDA or CANCELADA only by an ADMIN with a reason; into CANCELADA with a
 * reason. Every move is an activity.
 */
export async function changeStatus(
  db: Database,
  id: string,
  input: z.output<typeof DiligenceStatusChangeSchema>,
  actor: Actor,
): Promise<Diligence> {
  const current = await findDiligence(db, actor.companyId, id);
  if (!current) throw diligenceNotFound();
  const d = current.diligence;
  const target = input.status;
  const reason = input.reason?.trim() || null;
  if (d.status === target) return getDiligence(db, actor, id);
  if (!isOpen(d.status)) {
    if (actor.role !== 'ADMIN') throw new AppError(403, 'FORBIDDEN', REOPEN_ADMIN_ONLY_MESSAGE);
    if (!reason)
      throw unprocessable(REOPEN_REASON_REQUIRED_MESSAGE, [
        { path: 'reason', message: REOPEN_REASON_REQUIRED_MESSAGE },
      ]);
  }
  if (target === 'CANCELADA' && !reason)
    throw unprocessable('Informe o motivo do cancelamento.', [
      { path: 'reason', message: 'Informe o motivo do cancelamento.' },
    ]);
  if (target === 'CONCLUIDA') {
    const missing: { path: string; message: string }[] = [];
    if (!(d.riskRating ?? d.riskComputed))
      missing.push({ path: 'riskRating', message: 'a classificação de risco' });
    if (!d.conclusion?.trim()) missing.push({ path: 'conclusion', message: 'a conclusão' });
    if (missing.length)
      throw unprocessable(
        `Para concluir a diligência, informe ${missing.map((m) => m.message).join(' e ')}.`,
        missing.map((m) => ({
          path: m.path,
          message: `Falta ${m.message}.`,
        })),
      );
  }
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(diligences)
      .set({
        status: target,
        statusChangedAt: now,
        updatedAt: now,
        concludedAt: target === 'CONCLUIDA' ? now : null,
        canceledAt: target === 'CANCELADA' ? now : null,
        cancelReason: target === 'CANCELADA' ? reason : null,
      })
      .where(eq(diligences.id, id));
    await recordActivity(tx, {
      companyId: actor.companyId,
      userId: actor.userId,
      action: target === 'CANCELADA' ? 'DILIGENCE_CANCELED' : 'DILIGENCE_STATUS_CHANGED',
      targetType: 'diligence',
      targetId: id,
      summary: {
        before: { status: d.status },
        after: { status: target },
        ...(reason ? { reason } : {}),
        label: `${DILIGENCE_STATUS_LABELS[d.status]} → ${DILIGENCE_STATUS_LABELS[target]}`,
      },
      ip: actor.ip,
    });
  });
  return getDiligence(db, actor, id);
}

export async function cancelDiligence(
  db: Database,
  id: string,
  input: z.output<typeof CancelDiligenceSchema>,
  actor: Actor,
): Promise<Diligence> {
  const current = await findDiligence(db, actor.companyId, id);
  if (!current) throw diligenceNotFound();
  if (current.diligence.status === 'CANCELADA')
    throw new AppError(409, 'CONFLICT', 'A diligência já está cancelada.');
  return changeStatus(db, id, { status: 'CANCELADA', reason: input.reason }, actor);
}

/** The analyst's rating; a justification is required when it differs from the computed one. */
export async function setDiligenceRisk(
  db: Database,
  id: string,
  input: z.output<typeof RiskOverrideSchema>,
  actor: Actor,
): Promise<Diligence> {
  const current = await findDiligence(db, actor.companyId, id);
  if (!current) throw diligenceNotFound();
  const d = current.diligence;
  const justification = input.justification?.trim() || null;
  if (input.rating !== d.riskComputed && !justification)
    throw unprocessable(RISK_JUSTIFICATION_REQUIRED_MESSAGE, [
      { path: 'justification', message: RISK_JUSTIFICATION_REQUIRED_MESSAGE },
    ]);
  await db.transaction(async (tx) => {
    await tx
      .update(diligences)
      .set({ riskRating: input.rating, riskJustification: justification, updatedAt: new Date() })
      .where(eq(diligences.id, id));
    await recordActivity(tx, {
      companyId: actor.companyId,
      userId: actor.userId,
      action: 'DILIGENCE_RISK_SET',
      targetType: 'diligence',
      targetId: id,
      summary: {
        before: { rating: d.riskRating, justification: d.riskJustification },
        after: { rating: input.rating, justification },
        computed: d.riskComputed,
      },
      ip: actor.ip,
    });
  });
  return getDiligence(db, actor, id);
}
