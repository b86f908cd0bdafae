/**
 * A statement's computed lines (subtotals, never typed), in exact integer cents: the typed lines
 * are numeric(18,2) and their sums must not drift by a floating-point cent.
 */
import {
  FINANCIAL_LINE_KEYS,
  FINANCIAL_SUBTOTAL_KEYS,
  type FinancialLineKey,
  type FinancialSubtotalKey,
} from '@lince/contracts';
import { SUBTOTAL_TERMS, type StatementKey } from './layout.ts';

export type LineCents = Record<FinancialLineKey, bigint>;
export type SubtotalCents = Record<FinancialSubtotalKey, bigint>;

/** "-1234.5" → -123450n (two decimals at most, as the schemas and numeric(18,2) give them). */
export function toCents(decimal: string): bigint {
  const negative = decimal.trim().startsWith('-');
  const [whole = '0', cents = ''] = decimal.trim().replace(/^[-+]/, '').split('.');
  const value = BigInt(whole || '0') * 100n + BigInt((cents + '00').slice(0, 2));
  return negative ? -value : value;
}

/** -123450n → "-1234.50". */
export function centsToDecimal(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

export function linesToCents(lines: Partial<Record<FinancialLineKey, string>>): LineCents {
  return Object.fromEntries(
    FINANCIAL_LINE_KEYS.map((key) => [key, toCents(lines[key] ?? '0')]),
  ) as LineCents;
}

export function subtotalsOf(lines: LineCents): SubtotalCents {
  const values: Partial<Record<StatementKey, bigint>> = { ...lines };
  for (const key of FINANCIAL_SUBTOTAL_KEYS) {
    values[key] = SUBTOTAL_TERMS[key].reduce(
      (sum, [sign, term]) => sum + BigInt(sign) * values[term]!,
      0n,
    );
  }
  return Object.fromEntries(
    FINANCIAL_SUBTOTAL_KEYS.map((key) => [key, values[key]!]),
  ) as SubtotalCents;
}

export function subtotalsToDecimals(s: SubtotalCents): Record<FinancialSubtotalKey, string> {
  return Object.fromEntries(
    FINANCIAL_SUBTOTAL_KEYS.map((key) => [key, centsToDecimal(s[key])]),
  ) as Record<FinancialSubtotalKey, string>;
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** R$ 1.234,56 of an amount in cents. */
export const formatReais = (cents: bigint) =>
  brl.format(Number(cents) / 100).replace(/\u00a0/g, ' ');

/** Ativo total − (passivo + PL), and the warning when it is not zero. */
export function balanceCheck(s: SubtotalCents): { difference: bigint; warning: string | null } {
  const difference = s.ativoTotal - s.passivoMaisPatrimonioLiquido;
  return {
    difference,
    warning:
      difference === 0n
        ? null
        : `O ativo total (${formatReais(s.ativoTotal)}) difere do passivo + patrimônio líquido (${formatReais(s.passivoMaisPatrimonioLiquido)}) em ${formatReais(difference)}.`,
  };
}
