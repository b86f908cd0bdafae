import { onlyDigits } from './digits.ts';

/**
 * CNJ lawsuit number NNNNNNN-DD.AAAA.J.TR.OOOO (Resolução CNJ 65/2008):
 * DD = 98 − (N AAAA J TR OOOO 00 mod 97).
 */
const CNJ_PATTERN = /^(\d{7})-?(\d{2})\.?(\d{4})\.?(\d)\.?(\d{2})\.?(\d{4})$/;

function mod97(numeric: string): number {
  let rest = 0;
  for (const ch of numeric) rest = (rest * 10 + (ch.charCodeAt(0) - 48)) % 97;
  return rest;
}

export function cnjCheckDigits(
  sequence: string,
  year: string,
  segment: string,
  court: string,
  origin: string,
): string {
  const value = 98 - mod97(`${sequence}${year}${segment}${court}${origin}00`);
  return String(value).padStart(2, '0');
}

export function isValidCnj(value: string): boolean {
  const match = CNJ_PATTERN.exec(value.trim());
  if (!match) return false;
  const [, n, dd, year, j, tr, origin] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  return cnjCheckDigits(n, year, j, tr, origin) === dd;
}

export function formatCnj(value: string): string {
  const d = onlyDigits(value);
  if (d.length !== 20) return value;
  return `${d.slice(0, 7)}-${d.slice(7, 9)}.${d.slice(9, 13)}.${d.slice(13, 14)}.${d.slice(14, 16)}.${d.slice(16)}`;
}
