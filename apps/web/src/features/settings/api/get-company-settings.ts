import { queryOptions } from '@tanstack/react-query';
import type { CompanySettings } from '@lince/contracts/settings';
import { api } from '../../../lib/api-client.ts';

/** `GET /v1/company/settings`. */
export async function getCompanySettings(): Promise<CompanySettings> {
  return (await api.get<CompanySettings>('/company/settings')).data;
}

export const companySettingsKey = () => ['company-settings'] as const;

export const companySettingsQuery = () =>
  queryOptions({ queryKey: companySettingsKey(), queryFn: getCompanySettings });
