import type { Company, CompanyInput, CompanyUpdate } from '@lince/contracts/companies';
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

/** `POST /v1/companies` */
export async function createCompany(body: CompanyInput): Promise<Company> {
  const { data } = await api.post<Company>('/companies', body);
  return data;
}

/** `PATCH /v1/companies/:id` */
export async function updateCompany(id: string, body: CompanyUpdate): Promise<Company> {
  const { data } = await api.patch<Company>(`/companies/${encodeURIComponent(id)}`, body);
  return data;
}

/** `POST /v1/companies/:id/activate|deactivate` */
export async function setCompanyActive(id: string, active: boolean): Promise<Company> {
  const { data } = await api.post<Company>(
    `/companies/${encodeURIComponent(id)}/${active ? 'activate' : 'deactivate'}`,
  );
  return data;
}
