import {
  FINANCIAL_LINE_KEYS,
  type FinancialCompany,
  type FinancialLineKey,
  type FinancialStatement,
} from '@lince/contracts';
import type { FinancialStatementRow } from '@lince/db';
import type { StatementFigures } from './analysis.ts';
import type { FinancialCompanyRecord } from './repository.ts';
import {
  balanceCheck,
  centsToDecimal,
  linesToCents,
  subtotalsOf,
  subtotalsToDecimals,
  type LineCents,
} from './subtotals.ts';

export function toFinancialCompany({
  company,
  fiscalYears,
}: FinancialCompanyRecord): FinancialCompany {
  return {
    _id: company.id,
    cnpj: company.cnpj,
    name: company.name,
    fiscalYears: (fiscalYears ?? []).map(Number),
    createdAt: company.createdAt.toISOString(),
    updatedAt: company.updatedAt.toISOString(),
  };
}

/** The typed lines of a row (numeric(18,2) comes back as decimal strings). */
export function rowLines(row: FinancialStatementRow): Record<FinancialLineKey, string> {
  return Object.fromEntries(
    FINANCIAL_LINE_KEYS.map((key) => [key, centsToDecimal(linesToCents({ [key]: row[key] })[key])]),
  ) as Record<FinancialLineKey, string>;
}

/** Lines in cents → the columns of a row. */
export function lineColumns(lines: LineCents): Record<FinancialLineKey, string> {
  return Object.fromEntries(
    FINANCIAL_LINE_KEYS.map((key) => [key, centsToDecimal(lines[key])]),
  ) as Record<FinancialLineKey, string>;
}

export function toFigures(row: FinancialStatementRow): StatementFigures {
  return {
    id: row.id,
    fiscalYear: row.fiscalYear,
    periodType: row.periodType,
    periodEnd: row.periodEnd,
    audited: row.audited,
    lines: linesToCents(Object.fromEntries(FINANCIAL_LINE_KEYS.map((key) => [key, row[key]]))),
  };
}

export function toStatement(row: FinancialStatementRow): FinancialStatement {
  const lines = rowLines(row);
  const subtotals = subtotalsOf(linesToCents(lines));
  const balance = balanceCheck(subtotals);
  return {
    _id: row.id,
    financialCompanyId: row.financialCompanyId,
    fiscalYear: row.fiscalYear,
    periodType: row.periodType,
    periodEnd: row.periodEnd,
    audited: row.audited,
    source: row.source,
    sourceFile: row.sourceFile,
    lines,
    subtotals: subtotalsToDecimals(subtotals),
    balanceDifference: centsToDecimal(balance.difference),
    balanceWarning: balance.warning,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
