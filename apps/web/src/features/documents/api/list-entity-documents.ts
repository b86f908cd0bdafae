import { queryOptions } from '@tanstack/react-query';
import type { Document, DocumentList } from '@lince/contracts/documents';
import { api } from '../../../lib/api-client.ts';
import { entityUrl } from '../../../shared/diligence/api/diligence-url.ts';
import { entityDocumentsKey } from '../../../shared/documents/api/entity-documents-key.ts';

/** `GET /v1/diligences/:id/entities/:entityId/documents`: the entity's checklist, in one request. */
export async function listEntityDocuments(
  diligenceId: string,
  entityId: string,
): Promise<Document[]> {
  const { data } = await api.get<DocumentList>(entityUrl(diligenceId, entityId, '/documents'));
  return data.items;
}

export const entityDocumentListKey = (diligenceId: string, entityId: string) =>
  [...entityDocumentsKey(diligenceId, entityId), 'documents'] as const;

export const entityDocumentListQuery = (diligenceId: string, entityId: string) =>
  queryOptions({
    queryKey: entityDocumentListKey(diligenceId, entityId),
    queryFn: () => listEntityDocuments(diligenceId, entityId),
  });
