import type { Company } from '@lince/contracts/companies';
import { pagedList } from '../../../lib/paged-list.ts';

export interface CompanyListParams {
  page: number;
  pageSize: number;
  search?: string | undefined;
  active?: boolean | undefined;
  sort?: string;
  order?: 'asc' | 'desc';
}

/** `GET /v1/companies` */
export const {
  fetchPage: listCompanies,
  listKey: companyListKey,
  listQuery: companyListQuery,
} = pagedList<CompanyListParams, Company>('companies', '/companies');
