import { queryOptions } from '@tanstack/react-query';
import type { Document } from '@lince/contracts/documents';
import { api } from '../../../lib/api-client.ts';
import { diligenceKey } from '../../diligence/api/get-diligence.ts';
import { documentUrl } from './document-url.ts';

/** `GET /v1/diligences/:id/documents/:documentId` */
export async function getDocument(diligenceId: string, documentId: string): Promise<Document> {
  return (await api.get<Document>(documentUrl(diligenceId, documentId))).data;
}

/** Under the diligence's key: invalidating the diligence refreshes its documents too. */
export const documentKey = (diligenceId: string, documentId: string) =>
  [...diligenceKey(diligenceId), 'documents', documentId] as const;

export const documentQuery = (diligenceId: string, documentId: string) =>
  queryOptions({
    queryKey: documentKey(diligenceId, documentId),
    queryFn: () => getDocument(diligenceId, documentId),
  });
