import { describe, expect, it } from 'vitest';
import { cnjCheckDigits, formatCnj } from '@lince/contracts/br/cnj';
import type { Lawsuit } from '@lince/contracts/lawsuits';
import {
  changedFields,
  LawsuitFormSchema,
  toFormValues,
  toLawsuitInput,
  type LawsuitFormValues,
} from './lawsuit-form.ts';

const CNJ = `0001234${cnjCheckDigits('0001234', '2021', '8', '26', '0100')}20218260100`;

const filled = (over: Partial<LawsuitFormValues> = {}): LawsuitFormValues => ({
  ...toFormValues(null),
  cnjNumber: formatCnj(CNJ),
  area: 'CIVEL',
  side: 'PASSIVO',
  ...over,
});

const messages = (values: LawsuitFormValues) => {
  const result = LawsuitFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the lawsuit form', () => {
  it('names what is missing or wrong, with the contracts’ CNJ messages', () => {
    expect(messages(toFormValues(null))).toMatchObject({
      cnjNumber: 'Informe o número CNJ.',
      area: 'Escolha a área.',
      side: 'Escolha o polo.',
    });
    const typo = `${CNJ.slice(0, 6)}${(Number(CNJ[6]) + 1) % 10}${CNJ.slice(7)}`;
    expect(messages(filled({ cnjNumber: formatCnj(typo) })).cnjNumber).toBe(
      'Número CNJ inválido: os dígitos verificadores não conferem (confira se há erro de digitação).',
    );
    expect(messages(filled({ cnjNumber: '0001234-56.2021' })).cnjNumber).toMatch(
      /^Número CNJ inválido: use NNNNNNN-DD/,
    );
    expect(messages(filled({ claimValue: '12.34' })).claimValue).toMatch(/^Valor da causa: /);
    expect(messages(filled({ filedAt: 'data-inválida' })).filedAt).toBe(
      'Data inválida: use dd/mm/aaaa.',
    );
    expect(messages(filled())).toEqual({});
  });

  it('sends digits, decimal strings, null for what is empty and the subjects as a list', () => {
    expect(
      toLawsuitInput(
        filled({
          claimValue: '1.234,5',
          estimatedLoss: '',
          subjects: 'Dano moral; Contratos ;',
          risk: 'PROVAVEL',
          filedAt: '2021-03-15',
          court: ' TJSP ',
        }),
      ),
    ).toMatchObject({
      cnjNumber: CNJ,
      court: 'TJSP',
      subjects: ['Dano moral', 'Contratos'],
      claimValue: '1234.50',
      estimatedLoss: null,
      filedAt: '2021-03-15',
      lastMovementAt: null,
      risk: 'PROVAVEL',
      status: 'ATIVO',
    });
  });

  it('edits: the form shows the lawsuit the Brazilian way and sends only what changed', () => {
    const lawsuit = {
      cnjNumber: CNJ,
      court: 'TJSP',
      body: '',
      class: '',
      subjects: ['Contratos'],
      area: 'CIVEL',
      side: 'PASSIVO',
      counterparty: 'Beta',
      claimValue: '1234.50',
      filedAt: null,
      status: 'ATIVO',
      phase: '',
      lastMovementAt: null,
      risk: null,
      estimatedLoss: null,
      notes: '',
    } as unknown as Lawsuit;
    const before = toFormValues(lawsuit);
    expect(before).toMatchObject({ cnjNumber: formatCnj(CNJ), claimValue: '1.234,50' });
    expect(changedFields(before, before)).toEqual({});
    expect(changedFields(before, { ...before, risk: 'POSSIVEL', claimValue: '' })).toEqual({
      risk: 'POSSIVEL',
      claimValue: null,
    });
  });
});
