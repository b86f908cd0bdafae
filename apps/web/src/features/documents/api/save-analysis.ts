import type { Document, DocumentAnalysisInput } from '@lince/contracts/documents';
import { api } from '../../../lib/api-client.ts';
import { documentUrl } from '../../../shared/documents/api/document-url.ts';

/** `PUT /v1/diligences/:id/documents/:documentId/analysis` */
export async function saveAnalysis(
  diligenceId: string,
  documentId: string,
  body: DocumentAnalysisInput,
): Promise<Document> {
  return (await api.put<Document>(documentUrl(diligenceId, documentId, '/analysis'), body)).data;
}
