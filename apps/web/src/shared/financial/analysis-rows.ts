import { STATEMENT_ROWS, toCents, type StatementKey } from '@lince/contracts/financial-layout';
import {
  FINANCIAL_LINE_DEFINITIONS,
  FINANCIAL_SUBTOTAL_LABELS,
  type FinancialLineKey,
  type FinancialSubtotalKey,
} from '@lince/contracts/financial-lines';
import type { FinancialAnalysis } from '@lince/contracts/financial-statements';

export type AnalysisYear = FinancialAnalysis['years'][number];

/** The name of a row of a statement (typed line or subtotal), as the form and the template say it. */
export const statementRowLabel = (key: StatementKey): string =>
  key in FINANCIAL_LINE_DEFINITIONS
    ? FINANCIAL_LINE_DEFINITIONS[key as FinancialLineKey].label
    : FINANCIAL_SUBTOTAL_LABELS[key as FinancialSubtotalKey];

export const isSubtotalRow = (key: StatementKey) => key in FINANCIAL_SUBTOTAL_LABELS;

/** The rows of the horizontal and vertical analysis: every line, in the statement's order. */
export const ANALYSIS_ROWS = STATEMENT_ROWS;

/** A subtotal of a year in reais, as a number for a chart (cents are exact enough to draw). */
export const reais = (year: AnalysisYear, key: FinancialSubtotalKey) =>
  Number(toCents(year.subtotals[key])) / 100;

/** The balance sheet's composition of a year: where the ativo goes and how it is financed. */
export function balanceComposition(year: AnalysisYear) {
  const patrimonioLiquido =
    toCents(year.subtotals.passivoMaisPatrimonioLiquido) - toCents(year.subtotals.passivoTotal);
  return {
    ativoCirculante: reais(year, 'ativoCirculante'),
    ativoNaoCirculante: reais(year, 'ativoNaoCirculante'),
    passivoCirculante: reais(year, 'passivoCirculante'),
    passivoNaoCirculante: reais(year, 'passivoNaoCirculante'),
    patrimonioLiquido: Number(patrimonioLiquido) / 100,
  };
}
