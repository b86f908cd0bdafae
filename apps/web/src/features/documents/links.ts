import { diligencePath } from '../../shared/diligence/links.ts';

/** The analysis screen of one document (`/diligence/:id/:documentId`). */
export const documentAnalysisPath = (diligenceId: string, documentId: string) =>
  `${diligencePath(diligenceId)}/${encodeURIComponent(documentId)}`;

/** The entity's data room (`/diligence/:id/entity/:entityId/docs`). */
export const entityFilesPath = (diligenceId: string, entityId: string) =>
  `${diligencePath(diligenceId)}/entity/${encodeURIComponent(entityId)}/docs`;

/** The entity's documents, its checklist (`/diligence/:id/entity/:entityId`). */
export const entityDocumentsPath = (diligenceId: string, entityId: string) =>
  `${diligencePath(diligenceId)}/entity/${encodeURIComponent(entityId)}`;
