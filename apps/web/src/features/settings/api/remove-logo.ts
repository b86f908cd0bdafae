import type { CompanySettings } from '@lince/contracts/settings';
import { api } from '../../../lib/api-client.ts';

/** `DELETE /v1/company/settings/logo`. */
export async function removeLogo(): Promise<CompanySettings> {
  return (await api.delete<CompanySettings>('/company/settings/logo')).data;
}
