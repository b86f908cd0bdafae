import { diligenceUrl } from '../../diligence/api/diligence-url.ts';

/** API paths of one document: `/diligences/:id/documents/:documentId…`. */
export const documentUrl = (diligenceId: string, documentId: string, rest = '') =>
  diligenceUrl(diligenceId, `/documents/${encodeURIComponent(documentId)}${rest}`);

/** The content of one of a document's files (`?download=true` for an attachment). */
export const documentFileUrl = (
  diligenceId: string,
  documentId: string,
  fileId: string,
  download = false,
) =>
  documentUrl(
    diligenceId,
    documentId,
    `/files/${encodeURIComponent(fileId)}${download ? '?download=true' : ''}`,
  );
