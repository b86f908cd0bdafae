import { onlyDigits } from './digits.ts';

/** CEP: 8 digits, written 00000-000. */
export function isValidCep(value: string): boolean {
  return /^\d{5}-?\d{3}$/.test(value.trim()) && onlyDigits(value) !== '00000000';
}

export function normalizeCep(value: string): string {
  return onlyDigits(value);
}

export function formatCep(value: string): string {
  const cep = onlyDigits(value);
  return cep.length === 8 ? `${cep.slice(0, 5)}-${cep.slice(5)}` : value;
}
