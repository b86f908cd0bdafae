import type { TermsVersion } from '@lince/contracts/terms';
import { api } from '../../../lib/api-client.ts';

/** `POST /v1/terms/:id/publish` */
export async function publishTerms(id: string): Promise<TermsVersion> {
  const { data } = await api.post<TermsVersion>(`/terms/${encodeURIComponent(id)}/publish`);
  return data;
}
