import { queryOptions } from '@tanstack/react-query';
import type { Page } from '@lince/contracts/pagination';
import type { TermsVersion } from '@lince/contracts/terms';
import { api } from '../../../lib/api-client.ts';

export interface TermsListParams {
  page: number;
  pageSize: number;
}

/** `GET /v1/terms` */
export async function listTermsVersions(params: TermsListParams): Promise<Page<TermsVersion>> {
  const { data } = await api.get<Page<TermsVersion>>('/terms', { params });
  return data;
}

/** Without parameters: every page, for invalidation after a write. */
export const termsListKey = (params?: TermsListParams) =>
  ['terms', ...(params ? [params] : [])] as const;

export const termsListQuery = (params: TermsListParams) =>
  queryOptions({ queryKey: termsListKey(params), queryFn: () => listTermsVersions(params) });
