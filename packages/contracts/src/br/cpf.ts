import { mod11CheckDigit, onlyDigits } from './digits.ts';

/** CPF: 11 digits, two mod-11 check digits; all-equal digits are invalid. */
export function isValidCpf(value: string): boolean {
  if (!/^[\d.\s-]+$/.test(value)) return false;
  const cpf = onlyDigits(value);
  if (cpf.length !== 11 || /^(\d)\1{10}$/.test(cpf)) return false;
  const first = mod11CheckDigit(cpf.slice(0, 9), 11);
  const second = mod11CheckDigit(cpf.slice(0, 10), 11);
  return cpf[9] === String(first) && cpf[10] === String(second);
}

export function normalizeCpf(value: string): string {
  return onlyDigits(value);
}

/** 00000000000 → 000.000.000-00 (returns the input unchanged when it is not 11 digits). */
export function formatCpf(value: string): string {
  const cpf = onlyDigits(value);
  if (cpf.length !== 11) return value;
  return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
}
