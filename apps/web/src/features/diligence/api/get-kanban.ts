import { queryOptions } from '@tanstack/react-query';
import type { Kanban } from '@lince/contracts/diligences';
import { api } from '../../../lib/api-client.ts';
import {
  diligenceListingsKey,
  type DiligenceQuery,
} from '../../../shared/diligence/api/diligence-listings.ts';

/** `GET /v1/diligences/kanban` */
export async function getKanban(params: DiligenceQuery): Promise<Kanban> {
  const { data } = await api.get<Kanban>('/diligences/kanban', { params });
  return data;
}

export const kanbanKey = (params: DiligenceQuery) =>
  [...diligenceListingsKey(), 'kanban', params] as const;

export const kanbanQuery = (params: DiligenceQuery) =>
  queryOptions({ queryKey: kanbanKey(params), queryFn: () => getKanban(params) });
