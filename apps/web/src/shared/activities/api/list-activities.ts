import type { Activity } from '@lince/contracts/activities';
import { pagedList } from '../../../lib/paged-list.ts';

export type ActivityListParams = Record<string, string | number | undefined>;

/** `GET /v1/activities`: the audit trail, filtered by user, company and period. */
export const {
  fetchPage: listActivities,
  listKey: activityListKey,
  listQuery: activityListQuery,
} = pagedList<ActivityListParams, Activity>('activities', '/activities');
