import { queryOptions } from '@tanstack/react-query';
import type { DiligenceListItem } from '@lince/contracts/diligences';
import type { Page } from '@lince/contracts/pagination';
import { api } from '../../../lib/api-client.ts';
import {
  diligenceListingsKey,
  type DiligenceQuery,
} from '../../../shared/diligence/api/diligence-listings.ts';

/** `GET /v1/diligences` */
export async function listDiligences(params: DiligenceQuery): Promise<Page<DiligenceListItem>> {
  const { data } = await api.get<Page<DiligenceListItem>>('/diligences', { params });
  return data;
}

export const diligenceListKey = (params: DiligenceQuery) =>
  [...diligenceListingsKey(), 'list', params] as const;

export const diligenceListQuery = (params: DiligenceQuery) =>
  queryOptions({ queryKey: diligenceListKey(params), queryFn: () => listDiligences(params) });
