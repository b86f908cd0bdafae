import type { TermsDraftInput, TermsVersion } from '@lince/contracts/terms';
import { api } from '../../../lib/api-client.ts';

/** `PATCH /v1/terms/:id` */
export async function updateTermsDraft(
  id: string,
  body: Partial<TermsDraftInput>,
): Promise<TermsVersion> {
  const { data } = await api.patch<TermsVersion>(`/terms/${encodeURIComponent(id)}`, body);
  return data;
}
