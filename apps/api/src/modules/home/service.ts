import {
  CLOSED_STATUSES,
  DILIGENCE_STATUSES,
  DUE_SOON_DAYS,
  HOME_LIST_LIMIT,
  type DiligenceFilter,
  type Home,
} from '@lince/contracts';
import { activities, and, eq, inArray, type Database } from '@lince/db';
import type { AuthContext } from '../../plugins/auth.ts';
import { selectActivities } from '../activity/service.ts';
import { statusCounts, listDiligences } from '../diligences/repository.ts';
import { addDays, todayInBrazil, toListItem } from '../diligences/service.ts';

const OPEN_STATUSES = DILIGENCE_STATUSES.filter((s) => !CLOSED_STATUSES.includes(s));

/**
 * The signed-in user's home page: their diligences (owner or team member) by status, the open ones
 * due within `DUE_SOON_DAYS` (overdue included, nearest first) and how many are overdue, and the
 * company's latest activity on diligences and entities. Company-scoped indexed queries only; a
 * provider user sees their own company the same way.
 */
export async function homeOf(db: Database, auth: AuthContext, now = new Date()): Promise<Home> {
  const today = todayInBrazil(now);
  const mine: DiligenceFilter = { memberId: auth.userId };
  const myOpen: DiligenceFilter = { ...mine, status: [...OPEN_STATUSES] };
  const [byStatus, dueSoon, overdue, recentActivity] = await Promise.all([
    statusCounts(db, auth.companyId, { ...mine, includeCanceled: true }),
    listDiligences(db, auth.companyId, {
      ...myOpen,
      dueTo: addDays(today, DUE_SOON_DAYS),
      sort: 'dueDate',
      order: 'asc',
      page: 1,
      pageSize: HOME_LIST_LIMIT,
    }),
    statusCounts(db, auth.companyId, { ...myOpen, dueTo: addDays(today, -1) }),
    selectActivities(
      db,
      and(
        eq(activities.companyId, auth.companyId),
        inArray(activities.targetType, ['diligence', 'entity']),
      ),
      HOME_LIST_LIMIT,
    ),
  ]);
  return {
    myByStatus: DILIGENCE_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
    dueSoon: dueSoon.rows.map((row) => toListItem(row, today)),
    overdueCount: [...overdue.values()].reduce((sum, n) => sum + n, 0),
    recentActivity,
  };
}
