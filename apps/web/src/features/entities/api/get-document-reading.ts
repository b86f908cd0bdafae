import { queryOptions } from '@tanstack/react-query';
import type { DocumentReading } from '@lince/contracts/documents';
import { api } from '../../../lib/api-client.ts';
import { getApiErrorStatus } from '../../../lib/api-error.ts';
import { documentUrl } from '../../../shared/documents/api/document-url.ts';

/** `GET /v1/diligences/:id/documents/:documentId/reading`; null when the document has no PDF (404). */
export async function getDocumentReading(
  diligenceId: string,
  documentId: string,
): Promise<DocumentReading | null> {
  try {
    return (await api.get<DocumentReading>(documentUrl(diligenceId, documentId, '/reading'))).data;
  } catch (error) {
    if (getApiErrorStatus(error) === 404) return null;
    throw error;
  }
}

/**
 * Not under the diligence's key: a classification may remove the document (its files move to
 * another), and refreshing the diligence must not ask for the reading of a document that is gone.
 */
export const documentReadingKey = (diligenceId: string, documentId: string) =>
  ['document-reading', diligenceId, documentId] as const;

/** Polls every second while the reading runs, for at most `maxPolls` answers. */
export const documentReadingQuery = (diligenceId: string, documentId: string, maxPolls = 20) =>
  queryOptions({
    queryKey: documentReadingKey(diligenceId, documentId),
    queryFn: () => getDocumentReading(diligenceId, documentId),
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.state === 'PROCESSANDO' && query.state.dataUpdateCount < maxPolls
        ? 1000
        : false,
  });
