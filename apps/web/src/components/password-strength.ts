import { PASSWORD_MIN_LENGTH } from '@lince/contracts';

export type StrengthLevel = 'Fraca' | 'Média' | 'Forte';

export interface PasswordStrength {
  level: StrengthLevel;
  /** 0–100, for the progress bar. */
  percent: number;
  /** What is still missing, in Portuguese. */
  missing: string[];
}

/**
 * A hint, not a rule (the server decides what it accepts): length, letters, digits and symbols.
 * Weak below the minimum length or with one kind of character; strong with ≥ 12 characters and
 * three kinds, or ≥ 8 characters and all four kinds.
 */
export function passwordStrength(password: string): PasswordStrength {
  const hasLower = /\p{Ll}/u.test(password);
  const hasUpper = /\p{Lu}/u.test(password);
  const hasLetter = hasLower || hasUpper;
  const hasDigit = /\d/.test(password);
  const hasSymbol = /[^\p{L}\d]/u.test(password);
  const kinds = [hasLower, hasUpper, hasDigit, hasSymbol].filter(Boolean).length;
  const length = [...password].length;

  const missing: string[] = [];
  if (length < PASSWORD_MIN_LENGTH) missing.push(`pelo menos ${PASSWORD_MIN_LENGTH} caracteres`);
  if (!hasLetter) missing.push('letras');
  else if (!(hasLower && hasUpper)) missing.push('letras maiúsculas e minúsculas');
  if (!hasDigit) missing.push('números');
  if (!hasSymbol) missing.push('símbolos');

  let level: StrengthLevel = 'Fraca';
  if (length >= PASSWORD_MIN_LENGTH && kinds >= 2) level = 'Média';
  if ((length >= 12 && kinds >= 3) || (length >= PASSWORD_MIN_LENGTH && kinds === 4))
    level = 'Forte';
  const percent = password.length === 0 ? 0 : level === 'Fraca' ? 33 : level === 'Média' ? 66 : 100;
  return { level, percent, missing };
}
