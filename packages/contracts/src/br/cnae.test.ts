import { describe, expect, it } from 'vitest';
import { cnaeText, formatCnae } from './cnae.ts';

describe('formatCnae', () => {
  it('writes a 7-digit code as the IBGE does, and a code that lost its leading zero too', () => {
    expect(formatCnae('4120400')).toBe('4120-4/00');
    expect(formatCnae('0600001')).toBe('0600-0/01');
    expect(formatCnae('600001')).toBe('0600-0/01');
    expect(formatCnae('0600-0/01')).toBe('0600-0/01');
    expect(formatCnae('4120-4/00')).toBe('4120-4/00');
  });

  it('anything else as given', () => {
    expect(formatCnae('41.20-4')).toBe('41.20-4');
    expect(formatCnae('12345')).toBe('12345');
    expect(formatCnae('')).toBe('');
  });

  it('the principal and a secondary read alike, code then description', () => {
    const principal = { codigo: '600001', descricao: 'Extração de petróleo e gás natural' };
    const secondary = {
      codigo: '0910600',
      descricao: 'Apoio à extração de petróleo e gás natural',
    };
    expect([principal, secondary].map(cnaeText)).toEqual([
      '0600-0/01 — Extração de petróleo e gás natural',
      '0910-6/00 — Apoio à extração de petróleo e gás natural',
    ]);
    expect(cnaeText({ codigo: '4120400', descricao: '' })).toBe('4120-4/00');
  });
});
