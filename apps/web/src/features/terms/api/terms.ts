import type { Page } from '@lince/contracts/pagination';
import type { CurrentTerms, TermsDraftInput, TermsVersion } from '@lince/contracts/terms';
import { api } from '../../../lib/api-client.ts';

/** `GET /v1/terms` */
export async function listTermsVersions(
  page: number,
  pageSize: number,
): Promise<Page<TermsVersion>> {
  const { data } = await api.get<Page<TermsVersion>>('/terms', { params: { page, pageSize } });
  return data;
}

/** `POST /v1/terms` */
export async function createTermsDraft(body: TermsDraftInput): Promise<TermsVersion> {
  const { data } = await api.post<TermsVersion>('/terms', body);
  return data;
}

/** `PATCH /v1/terms/:id` */
export async function updateTermsDraft(
  id: string,
  body: Partial<TermsDraftInput>,
): Promise<TermsVersion> {
  const { data } = await api.patch<TermsVersion>(`/terms/${encodeURIComponent(id)}`, body);
  return data;
}

/** `POST /v1/terms/:id/publish` */
export async function publishTerms(id: string): Promise<TermsVersion> {
  const { data } = await api.post<TermsVersion>(`/terms/${encodeURIComponent(id)}/publish`);
  return data;
}

/** `GET /v1/terms/current` */
export async function getCurrentTerms(): Promise<CurrentTerms> {
  const { data } = await api.get<CurrentTerms>('/terms/current');
  return data;
}

/** `POST /v1/terms/accept` */
export async function acceptTerms(version: number): Promise<CurrentTerms> {
  const { data } = await api.post<CurrentTerms>('/terms/accept', { version });
  return data;
}
