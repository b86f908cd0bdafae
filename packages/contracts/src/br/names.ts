/** Company-type suffixes that do not tell two names apart ("AGRO SERRA AZUL LTDA" = "Agro Serra Azul"). */
const COMPANY_TYPES = new Set([
  'LTDA',
  'LIMITADA',
  'SA',
  'EIRELI',
  'ME',
  'EPP',
  'MEI',
  'SS',
  'SLU',
]);

/** The words of a text: upper case, without accents; punctuation splits them, except in S/A and S.A. */
export function comparableWords(value: string): string[] {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/\bS\s*[./]\s*A\b\.?/g, ' SA ')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

/** A person's or company's name compared without accents, case, punctuation and company-type suffixes. */
export function comparableName(value: string): string {
  const list = comparableWords(value);
  while (list.length > 1 && COMPANY_TYPES.has(list[list.length - 1]!)) list.pop();
  return list.join(' ');
}
