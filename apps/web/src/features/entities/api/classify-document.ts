import type { Document } from '@lince/contracts/documents';
import { api } from '../../../lib/api-client.ts';
import { documentUrl } from '../../../shared/documents/api/document-url.ts';

/**
 * `POST /v1/diligences/:id/documents/:documentId/classify`: the uploaded file's document takes the
 * type — or its files move to the entity's pending document of that type (answered).
 */
export async function classifyDocument(
  diligenceId: string,
  documentId: string,
  documentTypeId: string,
): Promise<Document> {
  const { data } = await api.post<Document>(documentUrl(diligenceId, documentId, '/classify'), {
    documentTypeId,
  });
  return data;
}
