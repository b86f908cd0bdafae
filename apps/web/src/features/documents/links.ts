import { diligencePath } from '../../shared/diligence/links.ts';

/** The analysis screen of one document (`/diligence/:id/:documentId`). */
export const documentAnalysisPath = (diligenceId: string, documentId: string) =>
  `${diligencePath(diligenceId)}/${encodeURIComponent(documentId)}`;
