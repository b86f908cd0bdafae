import { PARTNER_SKIP_REASONS, partnerRole } from '@lince/contracts';
import { PARTNER_CNPJ, PARTNER_CPF } from '@lince/contracts/testing';
import { describe, expect, it } from 'vitest';
import { partnerCandidate } from './partners.ts';

const partner = (documento: string | null) => ({
  nome: 'JOSÉ DA SILVA',
  documento,
  qualificacao: 'Sócio',
  entrada: null,
});

describe('partnerCandidate', () => {
  it('takes a whole CPF or CNPJ, and a CPF masked by Receita as a CPF to be completed', () => {
    expect(partnerCandidate(partner(PARTNER_CPF))).toEqual({
      ok: true,
      kind: 'PF',
      document: PARTNER_CPF,
    });
    expect(partnerCandidate(partner(PARTNER_CNPJ))).toMatchObject({ ok: true, kind: 'PJ' });
    for (const masked of ['***998224**', '***.998.224-**', ' ***998224** '])
      expect(partnerCandidate(partner(masked)), masked).toEqual({
        ok: true,
        kind: 'PF',
        document: '***998224**',
      });
  });

  it('skips, with the reason, what cannot become a party', () => {
    expect(partnerCandidate(partner('***.***.***-**'))).toEqual({
      ok: false,
      reason: PARTNER_SKIP_REASONS.maskedCpf,
    });
    expect(partnerCandidate(partner(null))).toEqual({
      ok: false,
      reason: PARTNER_SKIP_REASONS.noDocument,
    });
    expect(partnerCandidate(partner('123.456.789-00'))).toEqual({
      ok: false,
      reason: PARTNER_SKIP_REASONS.invalid,
    });
  });
});

it('partnerRole: an administrator who is not a partner is ADMINISTRADOR', () => {
  expect(partnerRole('Administrador')).toBe('ADMINISTRADOR');
  expect(partnerRole('Sócio-Administrador')).toBe('SOCIO');
});
