/**
 * The text of a certidão as the rules read it: NFC, no accents (the marks decomposed off), upper
 * case, and every run of whitespace — line breaks, tabs, no-break spaces — one space, so a phrase
 * broken across lines ("POSITIVA COM EFEITOS DE⏎NEGATIVA") is one phrase.
 */
export function normaliseText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}+/gu, '')
    .toUpperCase()
    .normalize('NFC')
    .replace(/\s+/gu, ' ')
    .trim();
}

/**
 * The extracted text as it is kept and shown beside the form: accents and case untouched, spaces
 * and tabs within a line collapsed, blank lines dropped, at most `maxChars` characters.
 */
export function tidyText(text: string, maxChars: number): string {
  const tidy = text
    .normalize('NFC')
    .split(/\r\n|[\n\r\f\v\u2028\u2029]/u)
    .map((line) => line.replace(/[^\S\n]+/gu, ' ').trim())
    .filter(Boolean)
    .join('\n');
  if (tidy.length <= maxChars) return tidy;
  // Not half of a surrogate pair at the cut.
  const cut = /[\uD800-\uDBFF]/.test(tidy[maxChars - 1]!) ? maxChars - 1 : maxChars;
  return tidy.slice(0, cut);
}

/** Letters and digits in a text: too few means there is no text layer to read. */
export const meaningfulChars = (normalised: string) => normalised.replace(/[^0-9A-Z]/g, '').length;
