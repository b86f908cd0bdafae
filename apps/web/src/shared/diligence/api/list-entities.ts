import { queryOptions } from '@tanstack/react-query';
import type { Entity } from '@lince/contracts/entities';
import { api } from '../../../lib/api-client.ts';
import { diligenceKey } from './get-diligence.ts';
import { diligenceUrl } from './diligence-url.ts';

/** `GET /v1/diligences/:id/entities` */
export async function listEntities(diligenceId: string): Promise<Entity[]> {
  const { data } = await api.get<{ items: Entity[] }>(diligenceUrl(diligenceId, '/entities'));
  return data.items;
}

/** Under the diligence's key: invalidating the diligence refreshes its entities too. */
export const entitiesKey = (diligenceId: string) =>
  [...diligenceKey(diligenceId), 'entities'] as const;

export const entitiesQuery = (diligenceId: string) =>
  queryOptions({ queryKey: entitiesKey(diligenceId), queryFn: () => listEntities(diligenceId) });
