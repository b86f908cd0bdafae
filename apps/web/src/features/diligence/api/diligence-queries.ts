import { useQuery } from '@tanstack/react-query';
import { getDiligence, listEntities } from './diligences.ts';

/** Query keys of one diligence and its parts: invalidating `diligenceKey(id)` refreshes both. */
export const diligenceKey = (id: string) => ['diligence', id] as const;
export const entitiesKey = (id: string) => ['diligence', id, 'entities'] as const;

/** `GET /v1/diligences/:id` through TanStack Query (shared by the diligence's screens). */
export function useDiligence(id: string) {
  return useQuery({ queryKey: diligenceKey(id), queryFn: () => getDiligence(id) });
}

/** `GET /v1/diligences/:id/entities` through TanStack Query. */
export function useEntities(id: string) {
  return useQuery({ queryKey: entitiesKey(id), queryFn: () => listEntities(id) });
}
