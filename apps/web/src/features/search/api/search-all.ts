import type { SearchResult } from '@lince/contracts/search';
import { api } from '../../../lib/api-client.ts';

/** `GET /v1/search?q=` */
export async function searchAll(q: string, signal?: AbortSignal): Promise<SearchResult> {
  const { data } = await api.get<SearchResult>('/search', { params: { q }, signal });
  return data;
}
