import { isValidCnpj, isValidCpf } from '@lince/contracts';

/**
 * The OCR's usual misreadings of digits, undone only where that is safe: inside a date's shape
 * (dd/mm/aaaa, with at least four real digits) and inside a formatted CPF or CNPJ whose check
 * digits hold once undone and not before. Nothing else of the text is touched: an "O" in a word,
 * or in an alphanumeric CNPJ that checks as read, stays.
 */

/** Letters and marks an OCR reads where a 0 or a 1 is printed. */
const AS_DIGIT: Record<string, string> = { O: '0', o: '0', I: '1', l: '1', '|': '1' };
const CONFUSED = '[0-9OoIl|]';
const undo = (s: string) => s.replace(/[OoIl|]/g, (c) => AS_DIGIT[c]!);

const DATE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${CONFUSED}{1,2}( ?[/.-] ?)${CONFUSED}{1,2}\1${CONFUSED}{4}(?![\p{L}\p{N}])`,
  'gu',
);

/** Separators as printed, with the spaces an OCR may add around them. */
const sep = (chars: string) => String.raw` ?[${chars}] ?`;
const ALNUM = '[0-9A-Za-z|]';
const CNPJ = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${ALNUM}{2}${sep('.,')}${ALNUM}{3}${sep('.,')}${ALNUM}{3}${sep('/')}${ALNUM}{4}${sep('-')}${CONFUSED}{2}(?![\p{L}\p{N}])`,
  'gu',
);
const CPF = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${CONFUSED}{3}${sep('.,')}${CONFUSED}{3}${sep('.,')}${CONFUSED}{3}${sep('-')}${CONFUSED}{2}(?![\p{L}\p{N}])`,
  'gu',
);

/**
 * The match with its commas read as dots, and undone when that makes its check digits hold (and
 * they did not as read); as read when neither checks.
 */
const checked = (valid: (value: string) => boolean) => (match: string) => {
  const dotted = match.replace(/,/g, '.');
  if (valid(dotted)) return dotted;
  const undone = undo(dotted);
  return valid(undone) ? undone : match;
};

export function repairOcrDigits(text: string): string {
  return text
    .replace(DATE, (match) => ((match.match(/\d/g)?.length ?? 0) >= 4 ? undo(match) : match))
    .replace(CNPJ, checked(isValidCnpj))
    .replace(CPF, checked(isValidCpf));
}
