import type { CurrentTerms } from '@lince/contracts/terms';
import { api } from '../../../lib/api-client.ts';

/** `GET /v1/terms/current` */
export async function getCurrentTerms(): Promise<CurrentTerms> {
  const { data } = await api.get<CurrentTerms>('/terms/current');
  return data;
}
