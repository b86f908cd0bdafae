import { describe, expect, it } from 'vitest';
import {
  cnjCheckDigits,
  cnjProblem,
  formatCep,
  formatCnj,
  formatCnpj,
  formatCpf,
  isValidCep,
  isValidCnj,
  isValidCnpj,
  isValidCpf,
  normalizeCnpj,
} from './index.ts';

describe('CPF', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35'])('accepts %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });
  it.each([
    ['wrong first check digit', '529.982.247-35'],
    ['wrong second check digit', '529.982.247-24'],
    ['all equal digits', '111.111.111-11'],
    ['too short', '5299822472'],
    ['too long', '529982247251'],
    ['letters', '529.982.24A-25'],
    ['empty', ''],
  ])('rejects %s', (_why, cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });
  it('formats', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('123')).toBe('123');
  });
});

describe('CNPJ', () => {
  it.each(['11.222.333/0001-81', '11222333000181', '12.ABC.345/01DE-35', '12abc34501de35'])(
    'accepts %s',
    (cnpj) => {
      expect(isValidCnpj(cnpj)).toBe(true);
    },
  );
  it.each([
    ['wrong check digit (numeric)', '11.222.333/0001-82'],
    ['wrong check digit (alphanumeric)', '12.ABC.345/01DE-36'],
    ['letters in the check digits', '12.ABC.345/01DE-3A'],
    ['all equal digits', '00.000.000/0000-00'],
    ['too short', '1122233300018'],
    ['symbols', '12.AB#.345/01DE-35'],
  ])('rejects %s', (_why, cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });
  it('normalises and formats, alphanumeric included', () => {
    expect(normalizeCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(formatCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });
});

describe('CEP', () => {
  it('accepts with and without the dash', () => {
    expect(isValidCep('01310-100')).toBe(true);
    expect(isValidCep('01310100')).toBe(true);
  });
  it.each(['0131010', '01310-1000', 'ABCDE-123', '00000-000', ''])('rejects %s', (cep) => {
    expect(isValidCep(cep)).toBe(false);
  });
  it('formats', () => expect(formatCep('01310100')).toBe('01310-100'));
});

describe('CNJ number', () => {
  const reference = (n: string, year: string, j: string, tr: string, origin: string) =>
    String(98n - (BigInt(`${n}${year}${j}${tr}${origin}00`) % 97n)).padStart(2, '0');

  it('computes DD = 98 − (N AAAA J TR OOOO 00 mod 97), as BigInt arithmetic does', () => {
    for (let i = 0; i < 500; i += 1) {
      const n = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
      const year = String(1990 + (i % 37));
      const j = String(1 + (i % 9));
      const tr = String(i % 28).padStart(2, '0');
      const origin = String((i * 37) % 10000).padStart(4, '0');
      const dd = reference(n, year, j, tr, origin);
      expect(cnjCheckDigits(n, year, j, tr, origin)).toBe(dd);
      expect(isValidCnj(`${n}-${dd}.${year}.${j}.${tr}.${origin}`)).toBe(true);
    }
    expect(cnjCheckDigits('0001234', '2023', '8', '26', '0100')).toBe('08');
  });
  it.each(['0001234-08.2023.8.26.0100', '00012340820238260100'])('accepts %s', (n) =>
    expect(isValidCnj(n)).toBe(true),
  );
  it.each(['0001234-09.2023.8.26.0100', '0001234-08.2023.8.26.010', 'abc', ''])('rejects %s', (n) =>
    expect(isValidCnj(n)).toBe(false),
  );
  it('formats', () => expect(formatCnj('00012340820238260100')).toBe('0001234-08.2023.8.26.0100'));
  it('says what is wrong: shape, segment, court, check digits', () => {
    expect(cnjProblem('0001234-08.2023.8.26.0100')).toBeNull();
    expect(cnjProblem('12345')).toMatch(/NNNNNNN-DD\.AAAA\.J\.TR\.OOOO/);
    const withCourt = (j: string, tr: string) =>
      `0001234-${cnjCheckDigits('0001234', '2023', j, tr, '0100')}.2023.${j}.${tr}.0100`;
    expect(cnjProblem(withCourt('0', '26'))).toMatch(/segmento/);
    expect(cnjProblem(withCourt('8', '28'))).toMatch(/tribunal 28/);
    expect(cnjProblem(withCourt('4', '07'))).toMatch(/tribunal 07/);
    expect(cnjProblem(withCourt('5', '24'))).toBeNull();
    expect(cnjProblem(withCourt('9', '26'))).toBeNull();
    expect(cnjProblem('0001234-09.2023.8.26.0100')).toMatch(/dígitos verificadores/);
  });
});
