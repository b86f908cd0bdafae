import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { FindingList, FindingListQuery } from '@lince/contracts/findings';
import { api } from '../../../lib/api-client.ts';
import { diligenceKey } from '../../diligence/api/get-diligence.ts';
import { diligenceUrl } from '../../diligence/api/diligence-url.ts';

/** The filters and page of a findings list (`entityId`, `documentId`, `resolved`, `page`, `pageSize`). */
export type FindingListParams = FindingListQuery;

/** `GET /v1/diligences/:id/findings` */
export async function listFindings(
  diligenceId: string,
  params: FindingListParams = {},
): Promise<FindingList> {
  const { data } = await api.get<FindingList>(diligenceUrl(diligenceId, '/findings'), { params });
  return data;
}

/**
 * Under the diligence's key (decision 019): `invalidateDiligence` refreshes every findings list of
 * the diligence; without `params`, the prefix of all of them.
 */
export const findingsKey = (diligenceId: string, params?: FindingListParams) =>
  [...diligenceKey(diligenceId), 'findings', ...(params ? [params] : [])] as const;

export const findingsQuery = (diligenceId: string, params: FindingListParams = {}) =>
  queryOptions({
    queryKey: findingsKey(diligenceId, params),
    queryFn: () => listFindings(diligenceId, params),
    placeholderData: keepPreviousData,
  });
