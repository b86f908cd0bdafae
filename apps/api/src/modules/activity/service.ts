import type { Activity, ActivityListQuerySchema, Page } from '@lince/contracts';
import type { SQL } from '@lince/db';
import type { z } from 'zod';
import type { ServiceContext } from '../../core/context.ts';
import { validationError } from '../../core/errors.ts';
import { pageResult, pageWindow } from '../../lib/paging.ts';
import {
  activityConditions,
  countActivities,
  ofDiligence,
  selectActivities,
} from './repository.ts';

type Query = z.output<typeof ActivityListQuerySchema>;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A bare date is a day in Brasília (UTC−3): `from` its first instant, `to` the end of the day. */
function bound(value: string, end: boolean): Date {
  if (DATE_ONLY.test(value)) {
    const day = new Date(`${value}T00:00:00.000-03:00`);
    return end ? new Date(day.getTime() + 24 * 3600 * 1000) : day;
  }
  const at = new Date(value);
  return end ? new Date(at.getTime() + 1) : at;
}

/**
 * The audit trail, newest first, for the provider (LINCE roles see every company; the list is
 * read-only — the table refuses UPDATE and DELETE).
 */
export async function listActivities(ctx: ServiceContext, query: Query): Promise<Page<Activity>> {
  const from = query.from ? bound(query.from, false) : undefined;
  const to = query.to ? bound(query.to, true) : undefined;
  if (from && to && from >= to)
    throw validationError('O início do período é posterior ao fim.', 'from');
  return activityPage(ctx, activityConditions({ ...query, from, to }), query);
}

/** A diligence's and its entities' audit trail, newest first, a page at a time. */
export function diligenceActivity(
  ctx: ServiceContext,
  diligenceId: string,
  window: { page: number; pageSize: number },
): Promise<Page<Activity>> {
  return activityPage(ctx, ofDiligence(ctx.companyId, diligenceId), window);
}

/** One page of the activities matching `condition`, newest first, with their total. */
async function activityPage(
  ctx: ServiceContext,
  condition: SQL | undefined,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<Page<Activity>> {
  const { limit, offset } = pageWindow(page, pageSize);
  const [items, total] = await Promise.all([
    selectActivities(ctx.db, condition, limit, offset),
    countActivities(ctx.db, condition),
  ]);
  return pageResult(items, total, page, pageSize);
}
