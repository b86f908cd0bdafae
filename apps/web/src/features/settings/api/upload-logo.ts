import type { CompanySettings } from '@lince/contracts/settings';
import { api } from '../../../lib/api-client.ts';

/** `PUT /v1/company/settings/logo` (multipart, field `file`). */
export async function uploadLogo(file: File): Promise<CompanySettings> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await api.put<CompanySettings>('/company/settings/logo', form)).data;
}
