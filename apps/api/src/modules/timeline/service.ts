import type { Activity, Page, TimelineQuerySchema } from '@lince/contracts';
import type { z } from 'zod';
import type { ServiceContext } from '../../core/context.ts';
import type { DiligenceRecord } from '../../domain/diligence/record.ts';
import { diligenceActivity } from '../activity/index.ts';

/** The diligence's and its entities' audit trail, newest first, a page at a time. */
export function diligenceTimeline(
  ctx: ServiceContext,
  { diligence }: DiligenceRecord,
  query: z.output<typeof TimelineQuerySchema>,
): Promise<Page<Activity>> {
  return diligenceActivity(ctx, diligence.id, query.page, query.pageSize);
}
