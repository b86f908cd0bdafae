import type { ReadingIdentifier } from '@lince/contracts';
import { isValidCnpj, isValidCpf, normalizeCnpj, onlyDigits } from '@lince/contracts';

/** More than this many different identifiers in one text are not listed (a register, not a certidão). */
const MAX_IDENTIFIERS = 50;

/** Optional punctuation between the groups of a CPF or CNPJ, with the spaces a PDF may add. */
const SEP = (chars: string) => String.raw`(?: ?[${chars}] ?)?`;
/**
 * A CNPJ, numeric or alphanumeric (12 characters A–Z/0–9 and 2 check digits), formatted
 * (12.ABC.345/01DE-35) or not; upper case (the normalised text is).
 */
const CNPJ = new RegExp(
  String.raw`(?<![0-9A-Z])[0-9A-Z]{2}${SEP('.')}[0-9A-Z]{3}${SEP('.')}[0-9A-Z]{3}${SEP('/')}[0-9A-Z]{4}${SEP('-')}\d{2}(?![0-9A-Z])`,
  'g',
);
/** A CPF, formatted (123.456.789-09) or not. */
const CPF = new RegExp(
  String.raw`(?<![0-9A-Z])\d{3}${SEP('.')}\d{3}${SEP('.')}\d{3}${SEP('-')}\d{2}(?![0-9A-Z])`,
  'g',
);

/**
 * Every valid CNPJ and CPF in a normalised text, unformatted, in order of first appearance,
 * without repeats; `matchesEntity` when it is the entity's own document (normalised too). CNPJs
 * are read first and blanked out, so a CNPJ's digits never yield a CPF.
 */
export function findIdentifiers(text: string, entityDocument: string): ReadingIdentifier[] {
  const own = normalizeCnpj(entityDocument);
  const found = new Map<string, ReadingIdentifier & { at: number }>();
  const add = (kind: ReadingIdentifier['kind'], value: string, at: number) => {
    const key = `${kind}:${value}`;
    if (!found.has(key)) found.set(key, { kind, value, matchesEntity: value === own, at });
  };
  const withoutCnpjs = text.replace(CNPJ, (match, at: number) => {
    const value = normalizeCnpj(match);
    // A run of letters with two digits at the end is a word, not a CNPJ, unless its digits check.
    if (!isValidCnpj(value)) return match;
    add('CNPJ', value, at);
    return ' '.repeat(match.length);
  });
  for (const match of withoutCnpjs.matchAll(CPF)) {
    const value = onlyDigits(match[0]);
    if (isValidCpf(value)) add('CPF', value, match.index);
  }
  return [...found.values()]
    .sort((a, b) => a.at - b.at)
    .slice(0, MAX_IDENTIFIERS)
    .map(({ kind, value, matchesEntity }) => ({ kind, value, matchesEntity }));
}
