import { queryOptions } from '@tanstack/react-query';
import type { Diligence } from '@lince/contracts/diligences';
import { api } from '../../../lib/api-client.ts';
import { diligenceUrl } from './diligence-url.ts';

/** `GET /v1/diligences/:id` */
export async function getDiligence(id: string): Promise<Diligence> {
  const { data } = await api.get<Diligence>(diligenceUrl(id));
  return data;
}

/** Key of one diligence, and prefix of its parts: invalidating it refreshes them all. */
export const diligenceKey = (id: string) => ['diligence', id] as const;

export const diligenceQuery = (id: string) =>
  queryOptions({ queryKey: diligenceKey(id), queryFn: () => getDiligence(id) });
