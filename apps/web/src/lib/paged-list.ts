import { queryOptions } from '@tanstack/react-query';
import type { Page } from '@lince/contracts/pagination';
import { api } from './api-client.ts';

/**
 * The three pieces every paged list of the API gives the web: the request (`GET path` with the
 * params as the query string), the query-key factory (without parameters: every page, for
 * invalidation after a write) and the query options a screen hands to TanStack Query.
 */
export function pagedList<Params extends object, Item>(key: string, path: string) {
  const fetchPage = async (params: Params): Promise<Page<Item>> =>
    (await api.get<Page<Item>>(path, { params })).data;
  const listKey = (params?: Params) => [key, ...(params ? [params] : [])] as const;
  const listQuery = (params: Params) =>
    queryOptions({ queryKey: listKey(params), queryFn: () => fetchPage(params) });
  return { fetchPage, listKey, listQuery };
}
