import { centsToDecimal } from '@lince/contracts/financial-layout';
import { FINANCIAL_RATIO_INFO, type FinancialRatioKey } from '@lince/contracts/financial-lines';
import { formatBrl } from '../../lib/money.ts';

/** Always pt-BR, whatever the browser's language. */
const percent = new Intl.NumberFormat('pt-BR', {
  style: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const change = new Intl.NumberFormat('pt-BR', {
  style: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});
const times = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A fraction as a percentage: 0.1234 → "12,34%"; null → "—". */
export const formatPercent = (fraction: number | null | undefined) =>
  fraction === null || fraction === undefined ? '—' : percent.format(fraction);

/** A change (horizontal analysis): 0.1234 → "+12,34%", -0.05 → "-5,00%"; null → "—". */
export const formatChange = (fraction: number | null | undefined) =>
  fraction === null || fraction === undefined
    ? '—'
    : change.format(fraction).replace('\u2212', '-');

/** A ratio as the analysis shows it: a percentage for margins and returns, else "1,25". */
export function formatRatio(key: FinancialRatioKey, value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return FINANCIAL_RATIO_INFO[key].percent ? percent.format(value) : times.format(value);
}

/** An amount in cents as R$ (negative with a minus sign); null → "—". */
export const formatCents = (cents: bigint | null) =>
  cents === null ? '—' : formatBrl(centsToDecimal(cents));
