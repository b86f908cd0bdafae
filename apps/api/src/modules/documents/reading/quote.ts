/**
 * The words of the original text behind a match in its normalised form (normalise.ts: upper case,
 * no accents, one space between words): the same letters with any accent and case, any run of
 * whitespace for a space. Null when the original does not hold them (the caller keeps the
 * normalised words).
 */

const ACCENTED: Record<string, string> = {
  A: 'AÁÀÂÃÄ',
  E: 'EÉÈÊË',
  I: 'IÍÌÎÏ',
  O: 'OÓÒÔÕÖ',
  U: 'UÚÙÛÜ',
  C: 'CÇ',
  N: 'NÑ',
};

const escape = (char: string) => char.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');

export function quoteOriginal(original: string, normalisedWords: string): string | null {
  if (!normalisedWords) return null;
  const source = [...normalisedWords]
    .map((char) => {
      if (char === ' ') return String.raw`\s+`;
      const variants = ACCENTED[char];
      return variants ? `[${variants}${variants.toLowerCase()}]` : escape(char);
    })
    .join('');
  const match = new RegExp(source, 'iu').exec(original.normalize('NFC'));
  return match ? match[0].replace(/\s+/gu, ' ') : null;
}
