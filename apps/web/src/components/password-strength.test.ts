import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength.ts';

describe('password strength hint', () => {
  it('rates by length, letters, digits and symbols', () => {
    expect(passwordStrength('').percent).toBe(0);
    expect(passwordStrength('abc').level).toBe('Fraca');
    expect(passwordStrength('abcdefgh').level).toBe('Fraca');
    expect(passwordStrength('abcdefg1').level).toBe('Média');
    expect(passwordStrength('Diligencia#2026').level).toBe('Forte');
    expect(passwordStrength('Ab1#efgh').level).toBe('Forte');
  });
  it('says what is missing, in Portuguese', () => {
    expect(passwordStrength('abc').missing).toEqual([
      'pelo menos 8 caracteres',
      'letras maiúsculas e minúsculas',
      'números',
      'símbolos',
    ]);
    expect(passwordStrength('12345678').missing).toContain('letras');
  });
});
