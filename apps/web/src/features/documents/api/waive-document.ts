import type { Document } from '@lince/contracts/documents';
import { api } from '../../../lib/api-client.ts';
import { documentUrl } from '../../../shared/documents/api/document-url.ts';

/** `POST /v1/diligences/:id/documents/:documentId/waiver`: waived (Dispensado), with its justification. */
export async function waiveDocument(
  diligenceId: string,
  documentId: string,
  justification: string,
): Promise<Document> {
  const { data } = await api.post<Document>(documentUrl(diligenceId, documentId, '/waiver'), {
    justification,
  });
  return data;
}
