import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy.ts';

describe('passwordProblem', () => {
  it('accepts a reasonable password (the demo one included)', () => {
    expect(passwordProblem('Diligencia#2026')).toBeNull();
    expect(passwordProblem('cavalo bateria grampo correto')).toBeNull();
  });

  it('enforces 8 to 128 characters', () => {
    expect(passwordProblem('Ab1#xyz')).toBe('A senha deve ter pelo menos 8 caracteres.');
    expect(passwordProblem('a'.repeat(60) + 'B1#'.repeat(30))).toBe(
      'A senha deve ter no máximo 128 caracteres.',
    );
  });

  it.each([
    'password',
    'Password123!',
    'senha123',
    'Senha@2024',
    '12345678',
    'flamengo10',
    'Brasil2026!',
    'qwertyuiop',
  ])('refuses the common password %s', (password) => {
    expect(passwordProblem(password)).toMatch(/muito comum|sequência/);
  });

  it('refuses repetitions and sequences', () => {
    expect(passwordProblem('aaaaaaaaaa')).toMatch(/repetição ou sequência/);
    expect(passwordProblem('abcabcabc')).toMatch(/repetição ou sequência/);
    expect(passwordProblem('98765432')).toMatch(/repetição ou sequência/);
  });

  it("refuses a password built on the user's e-mail or name", () => {
    const user = { email: 'helena.duarte@empresa.com.br', name: 'Helena Duarte' };
    expect(passwordProblem('Helena2026!', user)).toMatch(/nome ou e-mail/);
    expect(passwordProblem('duarte#1234', user)).toMatch(/nome ou e-mail/);
    expect(passwordProblem('Helena gosta de café forte', user)).toBeNull();
  });
});
