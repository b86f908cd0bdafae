import { queryOptions } from '@tanstack/react-query';
import type { Document, DocumentList } from '@lince/contracts/documents';
import { api } from '../../../lib/api-client.ts';
import { entityUrl } from '../../../shared/diligence/api/diligence-url.ts';
import { entitiesKey } from '../../../shared/diligence/api/list-entities.ts';

/** `GET /v1/diligences/:id/entities/:entityId/documents`: the checklist's order (step, then type). */
export async function listEntityDocuments(
  diligenceId: string,
  entityId: string,
): Promise<Document[]> {
  return (await api.get<DocumentList>(entityUrl(diligenceId, entityId, '/documents'))).data.items;
}

/** Under the diligence's entities key: a write to the diligence or its entities refreshes it. */
export const entityDocumentsKey = (diligenceId: string, entityId: string) =>
  [...entitiesKey(diligenceId), entityId, 'documents'] as const;

export const entityDocumentsQuery = (diligenceId: string, entityId: string) =>
  queryOptions({
    queryKey: entityDocumentsKey(diligenceId, entityId),
    queryFn: () => listEntityDocuments(diligenceId, entityId),
  });
