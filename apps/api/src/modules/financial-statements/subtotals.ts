/**
 * A statement's computed lines (subtotals, never typed), in exact integer cents: the typed lines
 * are numeric(18,2) and their sums must not drift by a floating-point cent.
 */
import {
  FINANCIAL_SUBTOTAL_KEYS,
  centsToDecimal,
  type FinancialSubtotalKey,
  type SubtotalCents,
} from '@lince/contracts';

export {
  centsToDecimal,
  linesToCents,
  subtotalsOf,
  toCents,
  type LineCents,
  type SubtotalCents,
} from '@lince/contracts';

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
