import { describe, expect, it } from 'vitest';
import type { ReadingSuggestion } from '@lince/contracts/documents';
import {
  formatIdentifier,
  ocrNote,
  pendingProposal,
  proposalRows,
} from './reading-proposal-rows.ts';

const SUGGESTION: ReadingSuggestion = {
  documentTypeId: 't-cnd',
  issuedAt: '2026-10-01',
  validUntil: '2027-03-30',
  result: 'POSITIVA_COM_EFEITOS_DE_NEGATIVA',
  identifiers: [],
  holderName: null,
  holderNameMatchesEntity: null,
};
const EMPTY_FORM = {
  documentTypeId: 't-outros',
  issuedAt: '',
  validUntil: '',
  result: '',
} as const;
const names: Record<string, string> = { 't-cnd': 'CND Federal', 't-outros': 'Outros' };
const typeName = (id: string) => names[id];

describe('the reading proposal', () => {
  it('gives one row per field found, in the form’s words (names, dd/mm/aaaa, labels)', () => {
    const rows = proposalRows(SUGGESTION, EMPTY_FORM, typeName);
    expect(rows.map((r) => [r.field, r.text, r.applied, r.applicable])).toEqual([
      ['documentTypeId', 'CND Federal', false, true],
      ['issuedAt', '01/10/2026', false, true],
      ['validUntil', '30/03/2027', false, true],
      ['result', 'Positiva com efeitos de negativa', false, true],
    ]);
  });

  it('leaves out what the reading did not find', () => {
    const rows = proposalRows(
      { ...SUGGESTION, documentTypeId: null, validUntil: null },
      EMPTY_FORM,
      typeName,
    );
    expect(rows.map((r) => r.field)).toEqual(['issuedAt', 'result']);
  });

  it('marks the fields the form already holds, and "Aplicar tudo" writes only the others', () => {
    const form = { ...EMPTY_FORM, documentTypeId: 't-cnd', issuedAt: '2026-10-01' };
    const rows = proposalRows(SUGGESTION, form, typeName);
    expect(rows.filter((r) => r.applied).map((r) => r.field)).toEqual([
      'documentTypeId',
      'issuedAt',
    ]);
    expect(pendingProposal(rows)).toEqual({
      validUntil: '2027-03-30',
      result: 'POSITIVA_COM_EFEITOS_DE_NEGATIVA',
    });
  });

  it('does not apply a type the form does not offer for this entity', () => {
    const rows = proposalRows({ ...SUGGESTION, documentTypeId: 't-pf' }, EMPTY_FORM, typeName);
    expect(rows[0]).toMatchObject({
      field: 'documentTypeId',
      applicable: false,
      text: 'Tipo não disponível para esta parte',
    });
    expect(pendingProposal(rows)).not.toHaveProperty('documentTypeId');
  });

  it('has nothing left to apply once everything is in the form', () => {
    const form = {
      documentTypeId: 't-cnd',
      issuedAt: '2026-10-01',
      validUntil: '2027-03-30',
      result: 'POSITIVA_COM_EFEITOS_DE_NEGATIVA',
    } as const;
    expect(pendingProposal(proposalRows(SUGGESTION, form, typeName))).toEqual({});
  });

  it('formats CPFs and CNPJs, alphanumeric ones included', () => {
    expect(formatIdentifier({ kind: 'CPF', value: '52998224725', matchesEntity: true })).toBe(
      '529.982.247-25',
    );
    expect(formatIdentifier({ kind: 'CNPJ', value: '11222333000181', matchesEntity: false })).toBe(
      '11.222.333/0001-81',
    );
    expect(formatIdentifier({ kind: 'CNPJ', value: '12ABC34501DE35', matchesEntity: false })).toBe(
      '12.ABC.345/01DE-35',
    );
  });

  it('says where each date came from: the certidão’s words, or days added to the issue date', () => {
    const withEvidence = (evidence: ReadingSuggestion['evidence']) =>
      proposalRows({ ...SUGGESTION, evidence }, EMPTY_FORM, typeName)
        .filter((r) => r.source)
        .map((r) => [r.field, r.source]);
    expect(
      withEvidence({
        issuedAt: 'EMITIDA EM : 28/11/2022',
        validUntil: 'VÁLIDA ATÉ : 26/02/2023',
        validityBasis: 'DATA_NO_TEXTO',
        validityDays: null,
      }),
    ).toEqual([
      ['issuedAt', 'Lido em “EMITIDA EM : 28/11/2022”'],
      ['validUntil', 'Lido em “VÁLIDA ATÉ : 26/02/2023”'],
    ]);
    expect(
      withEvidence({
        issuedAt: null,
        validUntil: 'Válida por 60 (sessenta) dias',
        validityBasis: 'DIAS_NO_TEXTO',
        validityDays: 60,
      }),
    ).toEqual([['validUntil', 'Emissão + 60 dias, lido em “Válida por 60 (sessenta) dias”']]);
    expect(
      withEvidence({
        issuedAt: null,
        validUntil: null,
        validityBasis: 'PRAZO_DO_TIPO',
        validityDays: 30,
      }),
    ).toEqual([
      ['validUntil', 'Emissão + 30 dias, prazo usual do tipo (o documento não diz a validade)'],
    ]);
    // A reading made before the evidence was kept shows no source.
    expect(withEvidence(undefined)).toEqual([]);
  });
});

describe('ocrNote', () => {
  it('says OCR and its confidence, low below 70%; nothing for a text layer', () => {
    expect(ocrNote({ ...SUGGESTION, origin: 'OCR', ocrConfidence: 94 })).toEqual({
      label: 'Lido por OCR (confiança 94%)',
      low: false,
    });
    expect(ocrNote({ ...SUGGESTION, origin: 'OCR', ocrConfidence: 62 })).toEqual({
      label: 'Lido por OCR (confiança 62%)',
      low: true,
    });
    expect(ocrNote({ ...SUGGESTION, origin: 'TEXTO' })).toBeNull();
    expect(ocrNote(SUGGESTION)).toBeNull();
  });
});
