import { formatCnpj } from './cnpj.ts';
import { formatCpf } from './cpf.ts';
import { stripPunctuation } from './digits.ts';

/**
 * Brazilian display formats shared by the web and the server (the reports): amounts in reais,
 * calendar dates and CPF/CNPJ. Pure string work, whatever the runtime's language.
 */

/** Groups the digits of a whole number by thousands with dots: "1234567" → "1.234.567". */
const groupThousands = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/**
 * "1234.5" → "R$ 1.234,50" (a non-breaking space after R$), "-80" → "-R$ 80,00"; null or empty →
 * "—". Done on the digits, not through `Number`: numeric(18,2) goes past what a double holds
 * exactly.
 */
export function formatBrl(decimal: string | null | undefined): string {
  if (decimal === null || decimal === undefined || decimal === '') return '—';
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(decimal.trim());
  if (!match) return decimal;
  const whole = match[2]!.replace(/^0+(?=\d)/, '');
  const cents = (match[3] ?? '').padEnd(2, '0');
  const negative = match[1] === '-' && /[1-9]/.test(whole + cents);
  return `${negative ? '-' : ''}R$\u00a0${groupThousands(whole)},${cents}`;
}

const COMPACT_UNITS = [
  [1e12, 'tri'],
  [1e9, 'bi'],
  [1e6, 'mi'],
  [1e3, 'mil'],
] as const;

/** One decimal at most, with a comma, thousands grouped: 1234.56 → "1.234,6", 2 → "2". */
const shortNumber = (value: number) => {
  const [whole = '0', decimal] = value.toFixed(1).replace(/\.0$/, '').split('.');
  return decimal ? `${groupThousands(whole)},${decimal}` : groupThousands(whole);
};

/**
 * An amount in reais abbreviated for a chart's axis, never cut: 1_234_567 → "R$ 1,2 mi",
 * 500_000 → "R$ 500 mil", 2_500_000_000 → "R$ 2,5 bi", 800 → "R$ 800", -1_200_000 → "-R$ 1,2 mi"
 * (one decimal at most; non-breaking spaces, so a label is never broken in two). The tables
 * beside the charts keep the full amount (`formatBrl`).
 */
export function formatBrlCompact(value: number): string {
  const size = Math.abs(value);
  let shown = shortNumber(size);
  for (const [index, [unit, name]] of COMPACT_UNITS.entries()) {
    if (size < unit) continue;
    shown = `${shortNumber(size / unit)}\u00a0${name}`;
    // 999.960 would read "1.000 mil": it is "1 mi".
    const larger = COMPACT_UNITS[index - 1];
    if (shown.startsWith('1.000\u00a0') && larger) shown = `1\u00a0${larger[1]}`;
    break;
  }
  // 999,96 reads "1.000": "1 mil".
  if (shown === '1.000') shown = '1\u00a0mil';
  const sign = value < 0 && shown !== '0' ? '-' : '';
  return `${sign}R$\u00a0${shown}`;
}

/**
 * A calendar date without time (`2026-11-22`, or the date part of an ISO date-time) as
 * dd/mm/aaaa; null or anything else → "—". Not through `Date`: midnight UTC is the day before in
 * Brasília.
 */
export const formatDay = (isoDate: string | null | undefined) => {
  const match = isoDate ? /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '—';
};

/** A CPF (11 digits) or CNPJ (14 characters) with its punctuation; anything else unchanged. */
export function formatCpfCnpj(document: string): string {
  const plain = stripPunctuation(document);
  if (plain.length === 11) return formatCpf(plain);
  if (plain.length === 14) return formatCnpj(plain);
  return document;
}
