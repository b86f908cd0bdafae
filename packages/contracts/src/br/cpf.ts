import { mod11CheckDigit, onlyDigits, stripPunctuation } from './digits.ts';

/** CPF: 11 digits, two mod-11 check digits; all-equal digits are invalid. */
export function isValidCpf(value: string): boolean {
  if (!/^[\d.\s-]+$/.test(value)) return false;
  const cpf = onlyDigits(value);
  if (cpf.length !== 11 || /^(\d)\1{10}$/.test(cpf)) return false;
  const first = mod11CheckDigit(cpf.slice(0, 9), 11);
  const second = mod11CheckDigit(cpf.slice(0, 10), 11);
  return cpf[9] === String(first) && cpf[10] === String(second);
}

/**
 * Receita's public data (and every CNPJ API built on it) never gives a partner's whole CPF: it
 * shows the six middle digits, `***123456**` (or `***.123.456-**`). Those six digits, or null
 * when the value is not such a mask.
 */
export function maskedCpfDigits(value: string): string | null {
  return /^\*{3}(\d{6})\*{2}$/.exec(stripPunctuation(value))?.[1] ?? null;
}

export const isMaskedCpf = (value: string): boolean => maskedCpfDigits(value) !== null;

/** Whether a whole CPF has the middle digits a mask shows. */
export function cpfFitsMask(cpf: string, mask: string): boolean {
  const middle = maskedCpfDigits(mask);
  return middle !== null && onlyDigits(cpf).slice(3, 9) === middle;
}

/** Digits only; a masked CPF keeps its mask, as `***123456**`. */
export function normalizeCpf(value: string): string {
  const middle = maskedCpfDigits(value);
  return middle === null ? onlyDigits(value) : `***${middle}**`;
}

/**
 * 00000000000 → 000.000.000-00, a mask → ***.123.456-** (returns the input unchanged when it is
 * neither).
 */
export function formatCpf(value: string): string {
  const middle = maskedCpfDigits(value);
  if (middle !== null) return `***.${middle.slice(0, 3)}.${middle.slice(3)}-**`;
  const cpf = onlyDigits(value);
  if (cpf.length !== 11) return value;
  return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
}
