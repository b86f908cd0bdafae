import { diligenceUrl } from '../../../shared/diligence/api/diligence-url.ts';

/** API paths of one document of a diligence: `/diligences/:id/documents/:documentId…`. */
export const documentUrl = (diligenceId: string, documentId: string, rest = '') =>
  diligenceUrl(diligenceId, `/documents/${encodeURIComponent(documentId)}${rest}`);
