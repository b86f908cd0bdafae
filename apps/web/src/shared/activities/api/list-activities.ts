import { queryOptions } from '@tanstack/react-query';
import type { Activity } from '@lince/contracts/activities';
import type { Page } from '@lince/contracts/pagination';
import { api } from '../../../lib/api-client.ts';

export type ActivityListParams = Record<string, string | number | undefined>;

/** `GET /v1/activities`: the audit trail, filtered by user, company and period. */
export async function listActivities(params: ActivityListParams): Promise<Page<Activity>> {
  const { data } = await api.get<Page<Activity>>('/activities', { params });
  return data;
}

export const activityListKey = (params?: ActivityListParams) =>
  ['activities', ...(params ? [params] : [])] as const;

export const activityListQuery = (params: ActivityListParams) =>
  queryOptions({ queryKey: activityListKey(params), queryFn: () => listActivities(params) });
