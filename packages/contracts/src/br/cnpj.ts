import { mod11CheckDigit, stripPunctuation } from './digits.ts';

/**
 * CNPJ, numeric or alphanumeric (valid since July 2026): 12 characters A–Z or 0–9 and 2 check
 * digits, computed by mod 11 with weights 2–9 from the right over each character's value ASCII − 48.
 */
export function normalizeCnpj(value: string): string {
  return stripPunctuation(value).toUpperCase();
}

export function isValidCnpj(value: string): boolean {
  const cnpj = normalizeCnpj(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj)) return false;
  if (/^(\d)\1{13}$/.test(cnpj)) return false;
  const first = mod11CheckDigit(cnpj.slice(0, 12), 9);
  const second = mod11CheckDigit(cnpj.slice(0, 13), 9);
  return cnpj[12] === String(first) && cnpj[13] === String(second);
}

/** 12ABC34501DE35 → 12.ABC.345/01DE-35 (returns the input unchanged when it is not 14 characters). */
export function formatCnpj(value: string): string {
  const c = normalizeCnpj(value);
  if (c.length !== 14) return value;
  return `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;
}
