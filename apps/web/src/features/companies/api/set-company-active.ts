import type { Company } from '@lince/contracts/companies';
import { api } from '../../../lib/api-client.ts';

/** `POST /v1/companies/:id/activate|deactivate` */
export async function setCompanyActive(id: string, active: boolean): Promise<Company> {
  const { data } = await api.post<Company>(
    `/companies/${encodeURIComponent(id)}/${active ? 'activate' : 'deactivate'}`,
  );
  return data;
}
