/** A certidão's result, in the words of its type. */

/** A certidão's result. */
export const CERTIDAO_RESULTS = [
  'NEGATIVA',
  'POSITIVA',
  'POSITIVA_COM_EFEITOS_DE_NEGATIVA',
  'NAO_SE_APLICA',
] as const;
export type CertidaoResult = (typeof CERTIDAO_RESULTS)[number];
export const CERTIDAO_RESULT_LABELS: Record<CertidaoResult, string> = {
  NEGATIVA: 'Negativa',
  POSITIVA: 'Positiva',
  POSITIVA_COM_EFEITOS_DE_NEGATIVA: 'Positiva com efeitos de negativa',
  NAO_SE_APLICA: 'Não se aplica',
};

/** A certificate of regularity (the FGTS CRF) says "regular" or "irregular", not negativa or positiva. */
const REGULARITY_LABELS: Partial<Record<CertidaoResult, string>> = {
  NEGATIVA: 'Regular',
  POSITIVA: 'Irregular',
};
const isRegularityCertificate = (typeName: string) =>
  /\b(?:FGTS|CRF)\b|REGULARIDADE/i.test(typeName);

/** A result in the words of the document's type: "Regular" for a CRF, "Negativa" for a certidão. */
export const certidaoResultLabel = (result: CertidaoResult, typeName?: string | null): string =>
  (typeName && isRegularityCertificate(typeName) && REGULARITY_LABELS[result]) ||
  CERTIDAO_RESULT_LABELS[result];
