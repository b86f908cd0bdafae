import type { Company, CompanyUpdate } from '@lince/contracts/companies';
import { api } from '../../../lib/api-client.ts';

/** `PATCH /v1/companies/:id` */
export async function updateCompany(id: string, body: CompanyUpdate): Promise<Company> {
  const { data } = await api.patch<Company>(`/companies/${encodeURIComponent(id)}`, body);
  return data;
}
