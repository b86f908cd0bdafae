import { describe, expect, it } from 'vitest';
import {
  PjFormSchema,
  parseCnaeLines,
  parseMoneyInput,
  pjDefaults,
  toPjData,
} from './manual-form.ts';
import { entity, registration } from '../testing/registration-fixtures.ts';

describe('the typed registration', () => {
  it('reads money typed the Brazilian way', () => {
    expect(parseMoneyInput('1.500.000,50')).toBe('1500000.50');
    expect(parseMoneyInput('R$ 10,5')).toBe('10.50');
    expect(parseMoneyInput('2500')).toBe('2500');
    expect(parseMoneyInput('')).toBeNull();
    expect(parseMoneyInput('1,2,3')).toBeUndefined();
    expect(parseMoneyInput('abc')).toBeUndefined();
  });

  it('reads one CNAE per line', () => {
    expect(
      parseCnaeLines('4120-4/00 — Construção de edifícios\n\n4399103 Obras de alvenaria'),
    ).toEqual([
      { codigo: '4120400', descricao: 'Construção de edifícios' },
      { codigo: '4399103', descricao: 'Obras de alvenaria' },
    ]);
  });

  it('starts from the snapshot shown and gives back the same data', () => {
    const shown = registration().data;
    const values = PjFormSchema.parse(pjDefaults(entity(), shown));
    expect(values.capitalSocial).toBe('1500000,50');
    expect(toPjData(values)).toEqual(shown);
  });

  it('without a snapshot, starts from what was declared; refuses a bad capital', () => {
    const values = pjDefaults(entity(), null);
    expect(values).toMatchObject({
      razaoSocial: 'Construtora Aguia Azul Ltda.',
      dataInicioAtividade: '2005-11-04',
      logradouro: 'Av. Paulista',
      municipio: 'São Paulo',
      qsa: [],
    });
    const bad = PjFormSchema.safeParse({
      ...values,
      situacaoCadastral: 'ATIVA',
      capitalSocial: '1,2,3',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Capital social inválido (ex.: 1.500,00).');
  });
});
