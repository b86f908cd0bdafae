import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  FinancialCompany,
  FinancialCompanyDetail,
  FinancialCompanyInput,
  NameSuggestion,
} from '@lince/contracts/financial-statements';
import { api } from '../../../lib/api-client.ts';
import { pagedList } from '../../../lib/paged-list.ts';

export interface FinancialCompanyListParams {
  page: number;
  pageSize: number;
  /** CNPJ (with or without punctuation) or name. */
  q?: string | undefined;
}

/** Everything of the screen lives under this key: a write invalidates it whole. */
export const FINANCIAL_KEY = 'financial-companies';

/** `GET /v1/financial-companies?q=` */
const companies = pagedList<FinancialCompanyListParams, FinancialCompany>(
  FINANCIAL_KEY,
  '/financial-companies',
);
export const financialCompanyListQuery = (params: FinancialCompanyListParams) =>
  queryOptions({ ...companies.listQuery(params), placeholderData: keepPreviousData });

const companyUrl = (id: string, rest = '') =>
  `/financial-companies/${encodeURIComponent(id)}${rest}`;
export { companyUrl as financialCompanyUrl };

/** `GET /v1/financial-companies/:id`: the company and the diligences whose entities carry its CNPJ. */
export const financialCompanyQuery = (id: string) =>
  queryOptions({
    queryKey: [FINANCIAL_KEY, id, 'detail'] as const,
    queryFn: async () => (await api.get<FinancialCompanyDetail>(companyUrl(id))).data,
  });

/** `GET /v1/financial-companies/name-suggestion?cnpj=`: the name a diligence knows, and whether it exists. */
export const nameSuggestionQuery = (cnpj: string) =>
  queryOptions({
    queryKey: [FINANCIAL_KEY, 'name-suggestion', cnpj] as const,
    queryFn: async () =>
      (await api.get<NameSuggestion>('/financial-companies/name-suggestion', { params: { cnpj } }))
        .data,
    staleTime: 0,
  });

/** `POST /v1/financial-companies` */
export async function createFinancialCompany(
  body: FinancialCompanyInput,
): Promise<FinancialCompany> {
  return (await api.post<FinancialCompany>('/financial-companies', body)).data;
}

/** `DELETE /v1/financial-companies/:id` (its statements go with it). */
export async function removeFinancialCompany(id: string): Promise<void> {
  await api.delete(companyUrl(id));
}
