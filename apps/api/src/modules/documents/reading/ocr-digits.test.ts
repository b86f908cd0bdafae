import { withCnpjCheckDigits, withCpfCheckDigits } from '@lince/db/testing/index';
import { describe, expect, it } from 'vitest';
import { repairOcrDigits } from './ocr-digits.ts';

const fmtCnpj = (c: string) =>
  `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;

describe('digits an OCR misread, undone where safe', () => {
  it('a date with an O for a 0 or an l/I/| for a 1', () => {
    expect(repairOcrDigits('Válida até O8/O2/2O27.')).toBe('Válida até 08/02/2027.');
    expect(repairOcrDigits('Emitida em l2/08/2026 e I5.1O.2026; |1-11-2026')).toBe(
      'Emitida em 12/08/2026 e 15.10.2026; 11-11-2026',
    );
  });

  it('a date keeps its spaces and separators; too few real digits: not a date, left alone', () => {
    expect(repairOcrDigits('Validade: 29 / 1O / 2026')).toBe('Validade: 29 / 10 / 2026');
    expect(repairOcrDigits('IO/Il/OOlO e a/b/cdef')).toBe('IO/Il/OOlO e a/b/cdef');
  });

  it('words keep their letters', () => {
    const text = 'NADA CONSTA. Ofício I, Lei 8.036, de 11 de maio de 1990, OOL';
    expect(repairOcrDigits(text)).toBe(text);
  });

  it('a CNPJ whose check digits hold only once undone', () => {
    const cnpj = withCnpjCheckDigits('11222333' + '0001');
    const misread = fmtCnpj(cnpj).replace(/0/g, 'O').replace(/1/g, 'l');
    expect(repairOcrDigits(`CNPJ: ${misread}.`)).toBe(`CNPJ: ${fmtCnpj(cnpj)}.`);
    // Commas for dots, spaces around the punctuation: the dots come back.
    expect(repairOcrDigits('CNPJ: 11,222,333 /OOOl-81')).toBe('CNPJ: 11.222.333 /0001-81');
  });

  it('an alphanumeric CNPJ that checks as read keeps its O and I; one that checks in neither way stays', () => {
    const alpha = withCnpjCheckDigits('12OIC34501DE');
    expect(repairOcrDigits(`CNPJ ${fmtCnpj(alpha)}`)).toBe(`CNPJ ${fmtCnpj(alpha)}`);
    expect(repairOcrDigits('CNPJ 1O.222.333/0001-99')).toBe('CNPJ 1O.222.333/0001-99');
  });

  it('a CPF whose check digits hold only once undone', () => {
    expect(withCpfCheckDigits('100200301')).toBe('10020030169');
    expect(repairOcrDigits('CPF lOO.2OO.3Ol-69')).toBe('CPF 100.200.301-69');
    expect(repairOcrDigits('CPF lOO.2OO.3Ol-68')).toBe('CPF lOO.2OO.3Ol-68');
  });
});
