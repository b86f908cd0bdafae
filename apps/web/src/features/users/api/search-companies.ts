import { queryOptions } from '@tanstack/react-query';
import type { Company } from '@lince/contracts/companies';
import type { Page } from '@lince/contracts/pagination';
import { api } from '../../../lib/api-client.ts';

/** Companies for the pickers (`GET /v1/companies`, first 20 matches). */
export async function searchCompanies(search: string): Promise<Company[]> {
  const { data } = await api.get<Page<Company>>('/companies', {
    params: { search: search || undefined, pageSize: 20, sort: 'name' },
  });
  return data.items;
}

export const companyOptionsKey = (search: string) => ['company-options', search] as const;

export const companyOptionsQuery = (search: string) =>
  queryOptions({ queryKey: companyOptionsKey(search), queryFn: () => searchCompanies(search) });
