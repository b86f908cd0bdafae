import type { Document } from '@lince/contracts/documents';
import { api } from '../../../lib/api-client.ts';
import { documentUrl } from '../../../shared/documents/api/document-url.ts';

/** `DELETE /v1/diligences/:id/documents/:documentId/waiver`: back to Recebido (with files) or Pendente. */
export async function undoWaiver(diligenceId: string, documentId: string): Promise<Document> {
  const { data } = await api.delete<Document>(documentUrl(diligenceId, documentId, '/waiver'));
  return data;
}
