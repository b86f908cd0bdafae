/**
 * The areas of the overview's risk heat map (decision 034): an entity's documents (and its general
 * findings, shown on its documents screen), registration, lawsuits and financial statements.
 */
export const RISK_AREAS = ['DOCUMENTOS', 'CADASTRO', 'PROCESSOS', 'FINANCEIRO'] as const;
export type RiskArea = (typeof RISK_AREAS)[number];
export const RISK_AREA_LABELS: Record<RiskArea, string> = {
  DOCUMENTOS: 'Documentos',
  CADASTRO: 'Cadastro',
  PROCESSOS: 'Processos',
  FINANCEIRO: 'Financeiro',
};
