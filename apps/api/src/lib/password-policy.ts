import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@lince/contracts';
import { COMMON_PASSWORDS } from './common-passwords.ts';

export interface PasswordContext {
  email?: string;
  name?: string;
}

const SEQUENCES = [
  '0123456789',
  'abcdefghijklmnopqrstuvwxyz',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
];

const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The password without case, accents and the digits or symbols around it ("Senha@2024!" → "senha"). */
const core = (password: string) => fold(password).replace(/^[^a-z]+|[^a-z]+$/g, '');

function isSequence(value: string): boolean {
  if (value.length < 4) return false;
  return SEQUENCES.some((s) => s.includes(value) || [...s].reverse().join('').includes(value));
}

/**
 * Checks a new password (ASVS 5 §6.2): length, very common passwords and obvious patterns.
 * Returns the Portuguese reason for refusing it, or `null` when it is acceptable.
 */
export function passwordProblem(password: string, context: PasswordContext = {}): string | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`;
  const folded = fold(password);
  const common = 'Essa senha é muito comum e fácil de adivinhar. Escolha outra.';
  if (COMMON_PASSWORDS.has(folded) || COMMON_PASSWORDS.has(core(password))) return common;
  if (/^(.)\1+$/.test(folded) || /^(.{1,3})\1+$/.test(folded) || isSequence(folded)) {
    return 'A senha não pode ser uma repetição ou sequência de caracteres. Escolha outra.';
  }
  const personal = [
    ...(context.email ? fold(context.email.split('@')[0] ?? '').split(/[._+-]+/) : []),
    ...(context.email ? [fold(context.email.split('@')[0] ?? '')] : []),
    ...(context.name ? fold(context.name).split(/\s+/) : []),
  ].filter((part) => part.length >= 4);
  if (
    personal.some((part) => folded.includes(part)) &&
    core(password).length <= Math.max(...personal.map((p) => p.length)) + 2
  ) {
    return 'A senha não pode ser baseada no seu nome ou e-mail. Escolha outra.';
  }
  return null;
}
