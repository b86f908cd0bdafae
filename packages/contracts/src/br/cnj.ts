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

/** The parts of a CNJ number (formatted or 20 digits); null when malformed. */
function cnjParts(value: string) {
  const match = CNJ_PATTERN.exec(value.trim());
  if (!match) return null;
  const [, n = '', dd = '', year = '', j = '', tr = '', origin = ''] = match;
  return { n, dd, year, j, tr, origin };
}

/** Whether the check digits of a well-formed CNJ number match (`cnjProblem` also checks the court). */
export function isValidCnj(value: string): boolean {
  const p = cnjParts(value);
  return p !== null && cnjCheckDigits(p.n, p.year, p.j, p.tr, p.origin) === p.dd;
}

export function formatCnj(value: string): string {
  const d = onlyDigits(value);
  if (d.length !== 20) return value;
  return `${d.slice(0, 7)}-${d.slice(7, 9)}.${d.slice(9, 13)}.${d.slice(13, 14)}.${d.slice(14, 16)}.${d.slice(16)}`;
}

/**
 * The courts (TR) each segment (J) numbers its lawsuits with (Resolução CNJ 65/2008, annex):
 * 1 STF, 2 CNJ, 3 STJ: 00; 4 Federal: the TRFs 01–06 (90 the CJF); 5 Trabalho: the TRTs 01–24
 * (90 the CSJT); 6 Eleitoral: the TREs 01–27; 7 Militar da União: 00 (STM) and the
 * circunscrições 01–12; 8 Estadual: the TJs 01–27; 9 Militar Estadual: 13 (MG), 21 (RS), 26 (SP).
 */
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const CNJ_COURTS: Record<string, readonly number[]> = {
  '1': [0],
  '2': [0],
  '3': [0],
  '4': [...range(1, 6), 90],
  '5': [...range(1, 24), 90],
  '6': range(1, 27),
  '7': range(0, 12),
  '8': range(1, 27),
  '9': [13, 21, 26],
};

/**
 * What is wrong with a CNJ number, in Portuguese, or null when it is valid: its shape (formatted
 * or 20 digits), the segment of the Judiciary, the court within it, then the check digits.
 */
export function cnjProblem(value: string): string | null {
  const p = cnjParts(value);
  if (!p) return 'Número CNJ inválido: use NNNNNNN-DD.AAAA.J.TR.OOOO ou os 20 dígitos.';
  const { n, dd, year, j, tr, origin } = p;
  const courts = CNJ_COURTS[j];
  if (!courts) return `Número CNJ inválido: o segmento da Justiça (J = ${j}) não existe.`;
  if (!courts.includes(Number(tr)))
    return `Número CNJ inválido: o tribunal ${tr} não existe no segmento ${j} da Justiça.`;
  if (cnjCheckDigits(n, year, j, tr, origin) !== dd)
    return 'Número CNJ inválido: os dígitos verificadores não conferem (confira se há erro de digitação).';
  return null;
}
