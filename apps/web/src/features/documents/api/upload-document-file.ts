import { documentUrl } from '../../../shared/documents/api/document-url.ts';

/** `POST /v1/diligences/:id/documents/:documentId/files` (multipart `file`) → 201 the document. */
export const documentFilesUrl = (diligenceId: string, documentId: string) =>
  documentUrl(diligenceId, documentId, '/files');
