export const SHARE_INVALID_MESSAGE = 'Informe a participação em % (ex.: 50 ou 12,5).';
export const SHARE_RANGE_MESSAGE = 'A participação vai de 0 a 100%.';
export const SHARE_DECIMALS_MESSAGE = 'Use no máximo duas casas decimais.';

/**
 * A share percentage as typed: "50", "12,5", "12.5", "33,33 %". Empty → null (no share).
 * Returns the number or the Portuguese message of what is wrong.
 */
export function parseShare(text: string): { value: number | null } | { error: string } {
  const typed = text.trim().replace(/\s*%$/, '');
  if (typed === '') return { value: null };
  if (!/^\d{1,3}([.,]\d+)?$/.test(typed)) return { error: SHARE_INVALID_MESSAGE };
  const [, decimals = ''] = typed.split(/[.,]/);
  if (decimals.length > 2) return { error: SHARE_DECIMALS_MESSAGE };
  const value = Number(typed.replace(',', '.'));
  if (value < 0 || value > 100) return { error: SHARE_RANGE_MESSAGE };
  return { value };
}

const shareFormat = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 50 → "50,00%". */
export const formatShare = (value: number) => `${shareFormat.format(value)}%`;

/** A stored share as the field shows it: 50 → "50", 12.5 → "12,5"; null → "". */
export const shareToText = (value: number | null) =>
  value === null ? '' : String(value).replace('.', ',');
