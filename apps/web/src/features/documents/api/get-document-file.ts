import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { documentKey } from './get-document.ts';
import { documentUrl } from './document-url.ts';

const fileUrl = (diligenceId: string, documentId: string, fileId: string) =>
  documentUrl(diligenceId, documentId, `/files/${encodeURIComponent(fileId)}`);

/**
 * `GET /v1/diligences/:id/documents/:documentId/files/:fileId`: the content, with the session (an
 * `<img src>` or a plain link cannot send it). `download` asks for the attachment (audited as a
 * download rather than a view).
 */
export async function getDocumentFile(
  diligenceId: string,
  documentId: string,
  fileId: string,
  download = false,
): Promise<Blob> {
  const { data } = await api.get<Blob>(fileUrl(diligenceId, documentId, fileId), {
    responseType: 'blob',
    params: download ? { download: 'true' } : undefined,
  });
  return data;
}

export const documentFileKey = (diligenceId: string, documentId: string, fileId: string) =>
  [...documentKey(diligenceId, documentId), 'files', fileId] as const;

/** A file's content for the viewer: kept while the screen is open, never refetched on focus. */
export const documentFileQuery = (diligenceId: string, documentId: string, fileId: string) =>
  queryOptions({
    queryKey: documentFileKey(diligenceId, documentId, fileId),
    queryFn: () => getDocumentFile(diligenceId, documentId, fileId),
    staleTime: Infinity,
    gcTime: 5 * 60_000,
  });
