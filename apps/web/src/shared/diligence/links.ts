/** Addresses of the diligence screens, for links from elsewhere (home, search). */
export const diligencePath = (diligenceId: string) =>
  `/diligence/${encodeURIComponent(diligenceId)}`;

/** The diligence's overview (Visão geral). */
export const diligenceSightPath = (diligenceId: string) => `${diligencePath(diligenceId)}/sight`;

/** The diligence's report (standard, its exports) and its custom report. */
export const diligenceReportPath = (diligenceId: string) => `${diligencePath(diligenceId)}/report`;
export const diligenceCustomReportPath = (diligenceId: string) =>
  `${diligencePath(diligenceId)}/custom-report`;

/** The diligence's entities screen, scrolled to (and highlighting) one entity's row. */
export const entityInDiligencePath = (diligenceId: string, entityId: string) =>
  `${diligencePath(diligenceId)}?entity=${encodeURIComponent(entityId)}`;

/** An entity's documents (its checklist) and its data room (docs/decisions/011-entity-links.md). */
export const entityDocumentsPath = (diligenceId: string, entityId: string) =>
  `${diligencePath(diligenceId)}/entity/${encodeURIComponent(entityId)}`;
export const entityFilesPath = (diligenceId: string, entityId: string) =>
  `${entityDocumentsPath(diligenceId, entityId)}/docs`;

/**
 * The registration analysis (Cadastro) of an entity: by the entity's id it shows the latest
 * snapshot, by a snapshot's id that one (docs/decisions/011-entity-links.md).
 */
export const registrationPath = (diligenceId: string, entityOrRegistrationId: string) =>
  `${diligencePath(diligenceId)}/registration/${encodeURIComponent(entityOrRegistrationId)}`;

/** An entity's lawsuits. */
export const entityLawsuitsPath = (diligenceId: string, entityId: string) =>
  `${diligencePath(diligenceId)}/law-suits/${encodeURIComponent(entityId)}`;

/** The financial statements of a company (PJ), by its CNPJ (14 characters, unformatted). */
export const financialStatementPath = (cnpj: string) =>
  `/financial-statement?${new URLSearchParams({ cnpj }).toString()}`;

/** The financial statements of an analysed company, by its id. */
export const financialCompanyPath = (financialCompanyId: string) =>
  `/financial-statement?${new URLSearchParams({ company: financialCompanyId }).toString()}`;

/** A document's analysis screen: `/diligence/:diligenceId/:documentId`. */
export const documentAnalysisPath = (diligenceId: string, documentId: string) =>
  `${diligencePath(diligenceId)}/${encodeURIComponent(documentId)}`;

/** The diligence list filtered by the given URL parameters (names of `FILTER_PARAMS`). */
export const diligenceListPath = (params: Record<string, string>) =>
  `/diligence?${new URLSearchParams(params).toString()}`;

/** The list screen opens its "Nova diligência" dialog when asked by `?new=1`. */
export const NEW_DILIGENCE_PATH = '/diligence?new=1';
export const DILIGENCE_KANBAN_PATH = '/diligence-kanban';
