import { describe, expect, it } from 'vitest';
import { formatBrl, formatCpfCnpj, formatDay } from './format.ts';

describe('Brazilian display formats', () => {
  it('amounts in reais on the digits, calendar dates as dd/mm/aaaa', () => {
    expect(formatBrl('1234.5')).toBe('R$\u00a01.234,50');
    expect(formatBrl('9999999999999999.99')).toBe('R$\u00a09.999.999.999.999.999,99');
    expect(formatBrl(null)).toBe('—');
    expect(formatDay('2026-03-04')).toBe('04/03/2026');
    expect(formatDay('2026-03-04T23:30:00.000Z')).toBe('04/03/2026');
    expect(formatDay(null)).toBe('—');
  });

  it('a CPF or a CNPJ (numeric or alphanumeric) by its length; anything else unchanged', () => {
    expect(formatCpfCnpj('52998224725')).toBe('529.982.247-25');
    expect(formatCpfCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCpfCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatCpfCnpj('***222333**')).toBe('***.222.333-**');
  });
});
