import { describe, expect, it } from 'vitest';
import { formatBrl, formatBrlCompact, formatCpfCnpj, formatDay } from './format.ts';

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

  it('an amount abbreviated for a chart axis: "R$ 1,2 mi", "R$ 500 mil", never cut', () => {
    const plain = (value: number) => formatBrlCompact(value).replace(/\u00a0/g, ' ');
    expect(plain(1_234_567)).toBe('R$ 1,2 mi');
    expect(plain(500_000)).toBe('R$ 500 mil');
    expect(plain(750_000_000)).toBe('R$ 750 mi');
    expect(plain(2_500_000_000)).toBe('R$ 2,5 bi');
    expect(plain(3e12)).toBe('R$ 3 tri');
    expect(plain(1_500)).toBe('R$ 1,5 mil');
    expect(plain(800)).toBe('R$ 800');
    expect(plain(0)).toBe('R$ 0');
    expect(plain(-1_200_000)).toBe('-R$ 1,2 mi');
    expect(plain(999_960)).toBe('R$ 1 mi');
    expect(plain(960_000)).toBe('R$ 960 mil');
    expect(plain(999.96)).toBe('R$ 1 mil');
    expect(formatBrlCompact(1_234_567)).toBe('R$\u00a01,2\u00a0mi');
  });
});
