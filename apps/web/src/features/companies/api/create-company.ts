import type { Company, CompanyInput } from '@lince/contracts/companies';
import { api } from '../../../lib/api-client.ts';

/** `POST /v1/companies` */
export async function createCompany(body: CompanyInput): Promise<Company> {
  const { data } = await api.post<Company>('/companies', body);
  return data;
}
