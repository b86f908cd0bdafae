import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Activity } from '@lince/contracts/activities';
import type { Page } from '@lince/contracts/pagination';
import { api } from '../../../lib/api-client.ts';
import { diligenceKey } from '../../../shared/diligence/api/get-diligence.ts';
import { diligenceUrl } from '../../../shared/diligence/api/diligence-url.ts';

/** `GET /v1/diligences/:id/timeline` */
export async function getTimeline(
  id: string,
  params: { page: number; pageSize: number },
): Promise<Page<Activity>> {
  const { data } = await api.get<Page<Activity>>(diligenceUrl(id, '/timeline'), { params });
  return data;
}

export const timelineKey = (id: string) => [...diligenceKey(id), 'timeline'] as const;

/** The timeline page by page: a next page while fewer items than the total arrived. */
export const timelineQuery = (id: string, pageSize: number) =>
  infiniteQueryOptions({
    queryKey: timelineKey(id),
    queryFn: ({ pageParam }) => getTimeline(id, { page: pageParam, pageSize }),
    initialPageParam: 1,
    getNextPageParam: (last: Page<Activity>, pages: Page<Activity>[]) =>
      last.items.length > 0 && pages.reduce((n, p) => n + p.items.length, 0) < last.total
        ? last.page + 1
        : undefined,
  });
