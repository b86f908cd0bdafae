import { queryOptions } from '@tanstack/react-query';
import type { Company } from '@lince/contracts/companies';
import type { Page } from '@lince/contracts/pagination';
import { api } from '../../../lib/api-client.ts';

export interface CompanyListParams {
  page: number;
  pageSize: number;
  search?: string | undefined;
  active?: boolean | undefined;
  sort?: string;
  order?: 'asc' | 'desc';
}

/** `GET /v1/companies` */
export async function listCompanies(params: CompanyListParams): Promise<Page<Company>> {
  const { data } = await api.get<Page<Company>>('/companies', { params });
  return data;
}

/** Without parameters: every page, for invalidation after a write. */
export const companyListKey = (params?: CompanyListParams) =>
  ['companies', ...(params ? [params] : [])] as const;

export const companyListQuery = (params: CompanyListParams) =>
  queryOptions({ queryKey: companyListKey(params), queryFn: () => listCompanies(params) });
