/**
 * The analysis of a company's statements (pure): per fiscal year — the annual statement, or the
 * latest quarter when the year has no annual one — its subtotals, ratios, the horizontal analysis
 * (change of every line against the previous year listed) and the vertical one (balance lines over
 * ativo total, DRE lines over receita líquida). Changes and shares are fractions with 4 places.
 */
import {
  BALANCE_SUBTOTALS,
  FINANCIAL_LINE_DEFINITIONS,
  FINANCIAL_LINE_KEYS,
  FINANCIAL_SUBTOTAL_KEYS,
  type FinancialAnalysis,
  type FinancialLineKey,
  type FinancialPeriodType,
  type FinancialSubtotalKey,
} from '@lince/contracts';
import { ratiosOf, round4 } from './ratios.ts';
import {
  balanceCheck,
  centsToDecimal,
  subtotalsOf,
  subtotalsToDecimals,
  type LineCents,
  type SubtotalCents,
} from './subtotals.ts';

export interface StatementFigures {
  id: string;
  fiscalYear: number;
  periodType: FinancialPeriodType;
  periodEnd: string;
  audited: boolean;
  lines: LineCents;
}

type AnalysisYear = FinancialAnalysis['years'][number];
type AnyKey = FinancialLineKey | FinancialSubtotalKey;

/** One statement per fiscal year, ascending: the annual one, else the latest period end. */
export function statementPerYear(statements: StatementFigures[]): StatementFigures[] {
  const chosen = new Map<number, StatementFigures>();
  for (const statement of statements) {
    const current = chosen.get(statement.fiscalYear);
    const better =
      !current ||
      (statement.periodType === 'ANUAL' && current.periodType !== 'ANUAL') ||
      (statement.periodType === current.periodType && statement.periodEnd > current.periodEnd);
    if (better) chosen.set(statement.fiscalYear, statement);
  }
  return [...chosen.values()].sort((a, b) => a.fiscalYear - b.fiscalYear);
}

const fraction = (numerator: number, denominator: number): number | null =>
  denominator === 0 ? null : round4(numerator / denominator);

/** Lines and subtotals as numbers (cents): exact enough for shares and changes, and cheap. */
function valuesOf(lines: LineCents, subtotals: SubtotalCents): Record<AnyKey, number> {
  const values = {} as Record<AnyKey, number>;
  for (const key of FINANCIAL_LINE_KEYS) values[key] = Number(lines[key]);
  for (const key of FINANCIAL_SUBTOTAL_KEYS) values[key] = Number(subtotals[key]);
  return values;
}

const ALL_KEYS: AnyKey[] = [...FINANCIAL_LINE_KEYS, ...FINANCIAL_SUBTOTAL_KEYS];
const isBalanceKey = (key: AnyKey) =>
  key in FINANCIAL_LINE_DEFINITIONS
    ? FINANCIAL_LINE_DEFINITIONS[key as FinancialLineKey].section !== 'DRE'
    : BALANCE_SUBTOTALS.includes(key as FinancialSubtotalKey);

/** Change against the base: (current − base) ÷ |base|; null when the base is zero. */
function horizontal(current: Record<AnyKey, number>, base: Record<AnyKey, number>) {
  const changes: Record<string, number | null> = {};
  for (const key of ALL_KEYS)
    changes[key] = fraction(current[key] - base[key], Math.abs(base[key]));
  return changes;
}

const BALANCE_KEYS = new Set(ALL_KEYS.filter(isBalanceKey));

function vertical(values: Record<AnyKey, number>) {
  const shares: Record<string, number | null> = {};
  for (const key of ALL_KEYS)
    shares[key] = fraction(
      values[key],
      BALANCE_KEYS.has(key) ? values.ativoTotal : values.receitaLiquida,
    );
  return shares;
}

export function analyse(statements: StatementFigures[]): FinancialAnalysis {
  let previous: { fiscalYear: number; values: Record<AnyKey, number> } | null = null;
  const years: AnalysisYear[] = [];
  for (const statement of statementPerYear(statements)) {
    const subtotals = subtotalsOf(statement.lines);
    const values = valuesOf(statement.lines, subtotals);
    const { ratios, reasons } = ratiosOf(statement.lines, subtotals);
    years.push({
      fiscalYear: statement.fiscalYear,
      statementId: statement.id,
      periodType: statement.periodType,
      periodEnd: statement.periodEnd,
      audited: statement.audited,
      ratios,
      reasons,
      subtotals: subtotalsToDecimals(subtotals),
      balanceDifference: centsToDecimal(balanceCheck(subtotals).difference),
      horizontal: previous
        ? { comparedTo: previous.fiscalYear, changes: horizontal(values, previous.values) }
        : { comparedTo: null, changes: {} },
      vertical: vertical(values),
    });
    previous = { fiscalYear: statement.fiscalYear, values };
  }
  return { years };
}
