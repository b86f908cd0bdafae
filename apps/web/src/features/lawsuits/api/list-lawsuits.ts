import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { LawsuitList, LawsuitListQuery } from '@lince/contracts/lawsuits';
import { api } from '../../../lib/api-client.ts';
import { diligenceKey } from '../../../shared/diligence/api/get-diligence.ts';
import { entityUrl } from '../../../shared/diligence/api/diligence-url.ts';

/** Page, page size, sort, order and filters (area, side, status, risk) of the lawsuit table. */
export type LawsuitListParams = LawsuitListQuery;

/** `GET /v1/diligences/:id/entities/:entityId/lawsuits`: one page and the summary of all. */
export async function listLawsuits(
  diligenceId: string,
  entityId: string,
  params: LawsuitListParams,
): Promise<LawsuitList> {
  const { data } = await api.get<LawsuitList>(entityUrl(diligenceId, entityId, '/lawsuits'), {
    params,
  });
  return data;
}

/**
 * Under the diligence's key (decision 019): `invalidateDiligence` refreshes the table and the
 * summary too; without `params`, the prefix of every page of the entity.
 */
export const lawsuitListKey = (diligenceId: string, entityId: string, params?: LawsuitListParams) =>
  [...diligenceKey(diligenceId), 'lawsuits', entityId, ...(params ? [params] : [])] as const;

export const lawsuitListQuery = (
  diligenceId: string,
  entityId: string,
  params: LawsuitListParams,
) =>
  queryOptions({
    queryKey: lawsuitListKey(diligenceId, entityId, params),
    queryFn: () => listLawsuits(diligenceId, entityId, params),
    placeholderData: keepPreviousData,
  });
