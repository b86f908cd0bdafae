import { diligenceKey } from '../../diligence/api/get-diligence.ts';

/**
 * Keys of an entity's documents, under the diligence's key (invalidating the diligence refreshes
 * them): the checklist and the data room's file pages both sit under `entityDocumentsKey`, so a
 * write in either screen refreshes the other.
 */
export const entityDocumentsKey = (diligenceId: string, entityId: string) =>
  [...diligenceKey(diligenceId), 'entity', entityId] as const;
