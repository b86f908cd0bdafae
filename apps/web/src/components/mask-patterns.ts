import type { FactoryArg } from 'imask';

/**
 * Mask pattern characters (digit, alphanumeric, letter, upper-case and lower-case letter).
 * Any other character of a pattern is a literal shown as typed (`.`, `-`, `/`, `(`, `)`, space).
 *
 * | char | accepts                 | stored as  |
 * |------|-------------------------|------------|
 * | `#`  | digit 0–9               | as typed   |
 * | `X`  | letter A–Z or digit     | upper case |
 * | `S`  | letter (accents too)    | as typed   |
 * | `A`  | letter (accents too)    | upper case |
 * | `a`  | letter (accents too)    | lower case |
 */
const LETTER = /[A-Za-zÀ-ÖØ-öø-ÿ]/;

export const MASK_DEFINITIONS: Record<string, FactoryArg> = {
  '#': /[0-9]/,
  X: { mask: /[0-9A-Za-z]/, prepareChar: (chars: string) => chars.toUpperCase() },
  S: LETTER,
  A: { mask: LETTER, prepareChar: (chars: string) => chars.toUpperCase() },
  a: { mask: LETTER, prepareChar: (chars: string) => chars.toLowerCase() },
};

/** Brazilian formats (CPF, CNPJ, CEP, CNJ, phone); CNPJ is alphanumeric (valid since July 2026). */
export const MASK_PRESETS = {
  cpf: '###.###.###-##',
  cnpj: 'XX.XXX.XXX/XXXX-##',
  cep: '#####-###',
  cnj: '#######-##.####.#.##.####',
  /** Landline (10 digits) or mobile (11 digits): the longer pattern applies once the 11th digit arrives. */
  phone: ['(##) ####-####', '(##) #####-####'],
  code6: '######',
} as const;

export type MaskPreset = keyof typeof MASK_PRESETS;
export type MaskPattern = string | readonly string[];

/** The imask options of a pattern (one string, or alternatives chosen by length). */
export function maskOptions(pattern: MaskPattern): FactoryArg {
  if (typeof pattern === 'string') return { mask: pattern, definitions: MASK_DEFINITIONS };
  return { mask: pattern.map((mask) => ({ mask, definitions: MASK_DEFINITIONS })) };
}
