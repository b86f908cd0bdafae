import type { Document } from '@lince/contracts/documents';
import { api } from '../../../lib/api-client.ts';
import { entityUrl } from '../../../shared/diligence/api/diligence-url.ts';

/** `POST /v1/diligences/:id/entities/:entityId/documents`: an extra document (not required). */
export async function addDocument(
  diligenceId: string,
  entityId: string,
  documentTypeId: string,
): Promise<Document> {
  const { data } = await api.post<Document>(entityUrl(diligenceId, entityId, '/documents'), {
    documentTypeId,
  });
  return data;
}
