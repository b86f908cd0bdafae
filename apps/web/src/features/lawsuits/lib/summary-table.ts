import {
  LAWSUIT_AREAS,
  LAWSUIT_RISKS,
  type LawsuitArea,
  type LawsuitRisk,
  type LawsuitSummary,
} from '@lince/contracts/lawsuits';

/** A cell of the area × risk table: how many lawsuits, their claim values and estimated losses. */
export interface SummaryCell {
  count: number;
  claimValue: string;
  estimatedLoss: string;
}

/** The columns of the table: the three CPC 25 ratings, then the lawsuits not yet rated. */
export const SUMMARY_RISKS: readonly (LawsuitRisk | null)[] = [...LAWSUIT_RISKS, null];

/** Adds two decimal strings ("1234.56") exactly, in cents (BigInt: numeric(18,2) exceeds a double). */
export function addDecimals(a: string, b: string): string {
  const cents = (v: string) => {
    const [whole = '0', frac = ''] = v.split('.');
    return BigInt(whole) * 100n + BigInt(frac.padEnd(2, '0').slice(0, 2) || '0');
  };
  const total = cents(a) + cents(b);
  return `${total / 100n}.${String(total % 100n).padStart(2, '0')}`;
}

const EMPTY: SummaryCell = { count: 0, claimValue: '0.00', estimatedLoss: '0.00' };
const plus = (a: SummaryCell, b: SummaryCell): SummaryCell => ({
  count: a.count + b.count,
  claimValue: addDecimals(a.claimValue, b.claimValue),
  estimatedLoss: addDecimals(a.estimatedLoss, b.estimatedLoss),
});

export interface SummaryRow {
  area: LawsuitArea;
  cells: SummaryCell[];
  total: SummaryCell;
}

/**
 * The API's `byAreaAndRisk` as a table: one row per area that has lawsuits (in the contracts'
 * order), one cell per `SUMMARY_RISKS`, the row's total, and the totals of each column.
 */
export function summaryTable(summary: Pick<LawsuitSummary, 'byAreaAndRisk'>): {
  rows: SummaryRow[];
  totals: SummaryCell[];
  total: SummaryCell;
} {
  const rows = LAWSUIT_AREAS.flatMap((area) => {
    const cells = SUMMARY_RISKS.map((risk) => {
      const found = summary.byAreaAndRisk.find((c) => c.area === area && c.risk === risk);
      return found
        ? { count: found.count, claimValue: found.claimValue, estimatedLoss: found.estimatedLoss }
        : EMPTY;
    });
    const total = cells.reduce(plus, EMPTY);
    return total.count > 0 ? [{ area, cells, total }] : [];
  });
  const totals = SUMMARY_RISKS.map((_, i) => rows.map((r) => r.cells[i]!).reduce(plus, EMPTY));
  return { rows, totals, total: totals.reduce(plus, EMPTY) };
}
