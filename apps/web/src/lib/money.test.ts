import { describe, expect, it } from 'vitest';
import { decimalToInput, formatAmount, formatBrl, parseBrl } from './money.ts';

describe('amounts in reais', () => {
  it('formats the API’s decimal strings as R$ with dots and a comma, exactly', () => {
    expect(formatBrl('1234.56')).toBe('R$\u00a01.234,56');
    expect(formatBrl('0.5')).toBe('R$\u00a00,50');
    expect(formatBrl('12')).toBe('R$\u00a012,00');
    expect(formatBrl('1000000.00')).toBe('R$\u00a01.000.000,00');
    // Past what a double holds: the digits are kept.
    expect(formatBrl('9999999999999999.99')).toBe('R$\u00a09.999.999.999.999.999,99');
    expect(formatBrl(null)).toBe('—');
    expect(formatBrl('')).toBe('—');
  });

  it('shows an amount without the currency for a column headed "(R$)"', () => {
    expect(formatAmount('925927500')).toBe('925.927.500,00');
    expect(formatAmount('-10.5')).toBe('-10,50');
    expect(formatAmount(null)).toBe('—');
  });

  it('shows a decimal string for editing the Brazilian way', () => {
    expect(decimalToInput('1234.5')).toBe('1.234,50');
    expect(decimalToInput(null)).toBe('');
  });

  it('reads what a person types into the API’s decimal string', () => {
    expect(parseBrl('1.234,56')).toEqual({ value: '1234.56' });
    expect(parseBrl('1234,5')).toEqual({ value: '1234.50' });
    expect(parseBrl('R$ 1.234')).toEqual({ value: '1234.00' });
    expect(parseBrl(' 0012 ')).toEqual({ value: '12.00' });
    expect(parseBrl('1.234.567,89')).toEqual({ value: '1234567.89' });
    expect(parseBrl('')).toEqual({ value: null });
  });

  it('refuses what is not an amount, saying why in Portuguese', () => {
    for (const typed of ['1,2,3', '12.34', '1.23,45', 'abc', '1,234', '1.2345,00'])
      expect(parseBrl(typed, 'Valor da causa')).toEqual({
        error: 'Valor da causa: valor inválido. Use vírgula para os centavos (ex.: 1.234,56).',
      });
    expect(parseBrl('-10,00', 'Perda estimada')).toEqual({
      error: 'Perda estimada: informe um valor sem sinal negativo.',
    });
    expect(parseBrl('12345678901234567,00')).toEqual({ error: 'Valor: valor alto demais.' });
  });

  it('reads and shows a negative amount only where signed (a loss, a deficit)', () => {
    expect(parseBrl('-1.234,56', 'Patrimônio líquido', { signed: true })).toEqual({
      value: '-1234.56',
    });
    expect(parseBrl('R$ -80', 'Resultado', { signed: true })).toEqual({ value: '-80.00' });
    expect(parseBrl('-R$ 80,5', 'Resultado', { signed: true })).toEqual({ value: '-80.50' });
    expect(parseBrl('-0,00', 'Resultado', { signed: true })).toEqual({ value: '0.00' });
    expect(parseBrl('-', 'Resultado', { signed: true })).toEqual({
      error: 'Resultado: informe o valor depois do sinal.',
    });
    expect(parseBrl('-1,2,3', 'Resultado', { signed: true })).toEqual({
      error: 'Resultado: valor inválido. Use vírgula para os centavos (ex.: 1.234,56).',
    });
    expect(formatBrl('-1234.5')).toBe('-R$\u00a01.234,50');
    expect(formatBrl('-0.00')).toBe('R$\u00a00,00');
    expect(decimalToInput('-80')).toBe('-80,00');
  });
});
