import { diligencePath } from '../../shared/diligence/links.ts';

/** The entity's documents (its checklist): `/diligence/:id/entity/:entityId`. */
export const entityDocumentsPath = (diligenceId: string, entityId: string) =>
  `${diligencePath(diligenceId)}/entity/${encodeURIComponent(entityId)}`;

/** A document's analysis: `/diligence/:id/:documentId`. */
export const documentAnalysisPath = (diligenceId: string, documentId: string) =>
  `${diligencePath(diligenceId)}/${encodeURIComponent(documentId)}`;
