import type { CurrentTerms } from '@lince/contracts/terms';
import { api } from '../../../lib/api-client.ts';

/** `POST /v1/terms/accept` */
export async function acceptTerms(version: number): Promise<CurrentTerms> {
  const { data } = await api.post<CurrentTerms>('/terms/accept', { version });
  return data;
}
