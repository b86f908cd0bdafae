import { queryOptions } from '@tanstack/react-query';
import type { DocumentReading } from '@lince/contracts/documents';
import { api } from '../../../lib/api-client.ts';
import { documentKey } from '../../../shared/documents/api/get-document.ts';
import { documentUrl } from '../../../shared/documents/api/document-url.ts';

/** How often the reading is asked again while the server still reads the PDF. */
export const READING_POLL_MS = 1500;

/** `GET /v1/diligences/:id/documents/:documentId/reading` (404 when the document has no PDF). */
export async function getReading(
  diligenceId: string,
  documentId: string,
): Promise<DocumentReading> {
  return (await api.get<DocumentReading>(documentUrl(diligenceId, documentId, '/reading'))).data;
}

export const readingKey = (diligenceId: string, documentId: string) =>
  [...documentKey(diligenceId, documentId), 'reading'] as const;

/** Asked again every `READING_POLL_MS` while PROCESSANDO; not retried on a 404 (no PDF). */
export const readingQuery = (diligenceId: string, documentId: string) =>
  queryOptions({
    queryKey: readingKey(diligenceId, documentId),
    queryFn: () => getReading(diligenceId, documentId),
    refetchInterval: (query) =>
      query.state.data?.state === 'PROCESSANDO' ? READING_POLL_MS : false,
    retry: false,
  });
