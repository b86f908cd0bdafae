import type { Activity, Page, TimelineQuerySchema } from '@lince/contracts';
import type { z } from 'zod';
import type { ServiceContext } from '../../core/context.ts';
import { pageResult, pageWindow } from '../../lib/paging.ts';
import { countActivities, selectActivities } from '../activity/index.ts';
import type { DiligenceRecord } from '../../domain/diligence/record.ts';
import { ofDiligence } from './repository.ts';

/** The diligence's and its entities' audit trail, newest first, a page at a time. */
export async function diligenceTimeline(
  ctx: ServiceContext,
  { diligence }: DiligenceRecord,
  query: z.output<typeof TimelineQuerySchema>,
): Promise<Page<Activity>> {
  const condition = ofDiligence(ctx.companyId, diligence.id);
  const { limit, offset } = pageWindow(query.page, query.pageSize);
  const [items, total] = await Promise.all([
    selectActivities(ctx.db, condition, limit, offset),
    countActivities(ctx.db, condition),
  ]);
  return pageResult(items, total, query.page, query.pageSize);
}
