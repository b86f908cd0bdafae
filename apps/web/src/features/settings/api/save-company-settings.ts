import type { CompanySettings, UpdateCompanySettingsRequest } from '@lince/contracts/settings';
import { api } from '../../../lib/api-client.ts';

/** `PATCH /v1/company/settings`. */
export async function saveCompanySettings(
  body: UpdateCompanySettingsRequest,
): Promise<CompanySettings> {
  return (await api.patch<CompanySettings>('/company/settings', body)).data;
}
