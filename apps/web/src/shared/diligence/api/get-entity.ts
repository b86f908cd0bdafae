import { queryOptions } from '@tanstack/react-query';
import type { Entity } from '@lince/contracts/entities';
import { entitiesKey, listEntities } from './list-entities.ts';

/**
 * One entity of a diligence, read from the diligence's entity list (the same request and cache
 * the entities screen uses); null when it is not (or no longer) in the diligence.
 */
export const entityQuery = (diligenceId: string, entityId: string) =>
  queryOptions({
    queryKey: entitiesKey(diligenceId),
    queryFn: () => listEntities(diligenceId),
    select: (entities: Entity[]) => entities.find((e) => e._id === entityId) ?? null,
  });
