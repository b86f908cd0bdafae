import { addDays, todayInBrazil } from '@lince/contracts/calendar';
import {
  CLOSED_STATUSES,
  DILIGENCE_STATUSES,
  DUE_SOON_DAYS,
  EXPIRY_WATCH_DAYS,
  HOME_LIST_LIMIT,
  type Activity,
  type DiligenceFilter,
  type Home,
  type HomeActivity,
} from '@lince/contracts';
import type { ServiceContext } from '../../core/context.ts';
import { statusCounts, listDiligences } from '../diligences/index.ts';
import { toListItem } from '../../domain/diligence/mappers.ts';
import { diligenceLabels, entityLabels, expiringDocuments } from './repository.ts';
import { recentDiligenceActivity } from '../activity/index.ts';

const OPEN_STATUSES = DILIGENCE_STATUSES.filter((s) => !CLOSED_STATUSES.includes(s));

/**
 * The signed-in user's home page: their diligences (owner or team member) by status, the open ones
 * due within `DUE_SOON_DAYS` (overdue included, nearest first) and how many are overdue, the
 * company's latest activity on diligences and entities, and the documents of their open
 * diligences that expire within `EXPIRY_WATCH_DAYS` or before the diligence's due date (expired
 * ones first). Company-scoped indexed queries only; a
 * provider user sees their own company the same way.
 */
export async function homeOf(ctx: ServiceContext, now = new Date()): Promise<Home> {
  const { db, companyId } = ctx;
  const today = todayInBrazil(now);
  const mine: DiligenceFilter = { memberId: ctx.userId };
  const myOpen: DiligenceFilter = { ...mine, status: [...OPEN_STATUSES] };
  const [byStatus, dueSoon, overdue, recentActivity, expiring] = await Promise.all([
    statusCounts(db, companyId, { ...mine, includeCanceled: true }),
    listDiligences(db, companyId, {
      ...myOpen,
      dueTo: addDays(today, DUE_SOON_DAYS),
      sort: 'dueDate',
      order: 'asc',
      page: 1,
      pageSize: HOME_LIST_LIMIT,
    }),
    statusCounts(db, companyId, { ...myOpen, dueTo: addDays(today, -1) }),
    recentDiligenceActivity(db, companyId, HOME_LIST_LIMIT),
    expiringDocuments(
      db,
      companyId,
      ctx.userId,
      addDays(today, EXPIRY_WATCH_DAYS),
      HOME_LIST_LIMIT,
    ),
  ]);
  return {
    myByStatus: DILIGENCE_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
    dueSoon: dueSoon.rows.map((row) => toListItem(row, today)),
    overdueCount: [...overdue.values()].reduce((sum, n) => sum + n, 0),
    recentActivity: await withTargets(ctx, recentActivity),
    expiringDocuments: {
      items: expiring.rows.map(({ total: _total, dueDate, ...row }) => ({
        ...row,
        expired: row.validUntil < today,
        beforeDueDate: !!dueDate && row.validUntil < dueDate,
      })),
      total: expiring.total,
    },
  };
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
const fields = (value: unknown) =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/**
 * Names what each activity acted on, as it is now (two indexed look-ups in the caller's company):
 * a diligence by code and title, an entity by name with its diligence. A removed entity keeps the
 * name its activity recorded, without `entityId`.
 */
async function withTargets(ctx: ServiceContext, list: Activity[]): Promise<HomeActivity[]> {
  const idsOf = (type: string) => [
    ...new Set(list.filter((a) => a.targetType === type && a.targetId).map((a) => a.targetId!)),
  ];
  const diligenceIds = idsOf('diligence');
  const entityIds = idsOf('entity');
  const [diligenceRows, entityRows] = await Promise.all([
    diligenceLabels(ctx.db, ctx.companyId, diligenceIds),
    entityLabels(ctx.db, ctx.companyId, entityIds),
  ]);
  const diligenceById = new Map(diligenceRows.map((d) => [d.id, d]));
  const entityById = new Map(entityRows.map((e) => [e.id, e]));
  return list.map((activity): HomeActivity => {
    const id = activity.targetId ?? '';
    const summary = fields(activity.summary);
    if (activity.targetType === 'diligence') {
      const d = diligenceById.get(id);
      return {
        ...activity,
        target: d ? { label: `${d.code} — ${d.title}`, diligenceId: d.id, entityId: null } : null,
      };
    }
    if (activity.targetType === 'entity') {
      const e = entityById.get(id);
      if (e)
        return {
          ...activity,
          target: { label: e.name, diligenceId: e.diligenceId, entityId: e.id },
        };
      const name = text(fields(summary.before).name) ?? text(fields(summary.after).name);
      const diligenceId = text(summary.diligenceId);
      return {
        ...activity,
        target: name && diligenceId ? { label: name, diligenceId, entityId: null } : null,
      };
    }
    return { ...activity, target: null };
  });
}
