import type { TermsDraftInput, TermsVersion } from '@lince/contracts/terms';
import { api } from '../../../lib/api-client.ts';

/** `POST /v1/terms` */
export async function createTermsDraft(body: TermsDraftInput): Promise<TermsVersion> {
  const { data } = await api.post<TermsVersion>('/terms', body);
  return data;
}
