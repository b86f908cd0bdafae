/**
 * One amount cell of an imported statement → cents: a number (a typed value, a formula's cached
 * result, a formatted cell), or text as a Brazilian writes it — "1.234,56", "-1.234,56",
 * "(1.234,56)", "R$ 1.234,56", "1234.56". Anything else is not a number (null means empty).
 */
import type { RawCell } from '../../lib/spreadsheets/cells.ts';

/** numeric(18,2): at most 16 integer digits. */
const MAX_CENTS = 10n ** 18n - 1n;

export class AmountError extends Error {}

function fromText(text: string): bigint {
  let compact = text
    .replace(/\s/g, '')
    .replace(/^R\$/i, '')
    .replace(/\u2212/g, '-');
  let negative = false;
  if (/^\(.*\)$/.test(compact)) {
    negative = true;
    compact = compact.slice(1, -1);
  }
  if (compact.startsWith('-')) {
    negative = !negative;
    compact = compact.slice(1).replace(/^R\$/i, '');
  }
  let normal: string | null = null;
  if (/^\d{1,3}(\.\d{3})*(,\d{1,2})?$/.test(compact) || /^\d+(,\d{1,2})?$/.test(compact))
    normal = compact.replace(/\./g, '').replace(',', '.');
  else if (/^\d+\.\d{1,2}$/.test(compact)) normal = compact;
  if (normal === null) throw new AmountError(`valor não numérico “${text}”`);
  const [whole = '0', cents = ''] = normal.split('.');
  const value = BigInt(whole) * 100n + BigInt(cents.padEnd(2, '0'));
  return negative ? -value : value;
}

export function readAmountCents(raw: RawCell): bigint | null {
  let cents: bigint;
  if (raw === null) return null;
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw)) throw new AmountError(`valor não numérico “${raw}”`);
    cents = BigInt(Math.round(raw * 100));
  } else if (typeof raw === 'string') {
    if (raw.trim() === '') return null;
    cents = fromText(raw.trim());
  } else {
    throw new AmountError(
      `valor não numérico “${raw instanceof Date ? raw.toISOString().slice(0, 10) : String(raw)}”`,
    );
  }
  if (cents > MAX_CENTS || cents < -MAX_CENTS) throw new AmountError('valor grande demais');
  return cents;
}
