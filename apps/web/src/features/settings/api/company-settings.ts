import type { CompanySettings, UpdateCompanySettingsRequest } from '@lince/contracts/settings';
import { api } from '../../../lib/api-client.ts';

export const COMPANY_SETTINGS_KEY = ['company-settings'] as const;

/** `GET /v1/company/settings`. */
export async function fetchCompanySettings(): Promise<CompanySettings> {
  return (await api.get<CompanySettings>('/company/settings')).data;
}

/** `PATCH /v1/company/settings`. */
export async function saveCompanySettings(
  body: UpdateCompanySettingsRequest,
): Promise<CompanySettings> {
  return (await api.patch<CompanySettings>('/company/settings', body)).data;
}
