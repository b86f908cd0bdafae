/**
 * Amounts in reais as the API keeps them (decimal strings, "1234.56") and as a person in Brazil
 * reads and types them ("R$ 1.234,56", "1.234,56"). Done on the digits, not through `Number`:
 * numeric(18,2) goes past what a double holds exactly.
 */
import { formatBrl } from '@lince/contracts';

/**
 * "1234.5" → "R$ 1.234,50"; shared with the server's reports (contracts br/format.ts). An axis'
 * amounts abbreviated: 1_234_567 → "R$ 1,2 mi" (`formatBrlCompact`).
 */
export { formatBrl };
export { formatBrlCompact } from '@lince/contracts';

/**
 * An amount without the currency, for a column whose header says "(R$)": "1234.5" → "1.234,50",
 * "-8" → "-8,00"; null → "—".
 */
export const formatAmount = (decimal: string | null | undefined): string =>
  formatBrl(decimal).replace(/R\$\u00a0/, '');

/** A decimal string as a form shows it for editing: "1234.5" → "1.234,50", "-8" → "-8,00"; null → "". */
export function decimalToInput(decimal: string | null | undefined): string {
  const shown = formatBrl(decimal);
  if (shown === '—' || !/^-?R\$/.test(shown)) return decimal ?? '';
  return formatAmount(decimal);
}

const GROUPED = /^\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?$/;
const PLAIN = /^\d+(?:,\d{1,2})?$/;
const MAX_WHOLE_DIGITS = 16;

export type AmountParse = { value: string | null } | { error: string };

/**
 * What a person typed as an amount ("1.234,56", "1234,5", "R$ 1.234", "") → the API's decimal
 * string ("1234.56"; null when empty), or the Portuguese reason it is not an amount. A minus sign
 * ("-1.234,56", "-R$ 80") only where `signed` (a loss, a deficit).
 */
export function parseBrl(
  typed: string,
  label = 'Valor',
  { signed = false }: { signed?: boolean } = {},
): AmountParse {
  const trimmed = typed.replace(/\s+/g, '');
  const negative = /^-/.test(trimmed) || /^R\$-/i.test(trimmed);
  const text = trimmed.replace(/^-?R\$-?/i, '').replace(/^-/, '');
  if (text === '')
    return negative ? { error: `${label}: informe o valor depois do sinal.` } : { value: null };
  if (negative && !signed) return { error: `${label}: informe um valor sem sinal negativo.` };
  if (!GROUPED.test(text) && !PLAIN.test(text))
    return {
      error: `${label}: valor inválido. Use vírgula para os centavos (ex.: 1.234,56).`,
    };
  const [whole = '0', cents = ''] = text.replace(/\./g, '').split(',');
  const digits = whole.replace(/^0+(?=\d)/, '');
  if (digits.length > MAX_WHOLE_DIGITS) return { error: `${label}: valor alto demais.` };
  const value = `${digits}.${cents.padEnd(2, '0')}`;
  return { value: negative && /[1-9]/.test(value) ? `-${value}` : value };
}
