import { describe, expect, it } from 'vitest';
import { proposedFinding, type FindingSubject } from './finding-proposal.ts';

const SUBJECT: FindingSubject = {
  documentTypeName: 'CND Federal',
  issuer: 'Receita Federal',
  entityName: 'Alvo S.A.',
  status: 'APROVADO',
  result: 'POSITIVA',
  issuedAt: '2026-10-01',
  validUntil: '2027-03-30',
  notes: null,
};

describe('the finding a document proposes', () => {
  it('for a positive certidão: "Certidão positiva: <tipo>", Alta, with the document’s data', () => {
    const finding = proposedFinding(SUBJECT)!;
    expect(finding).toMatchObject({
      title: 'Certidão positiva: CND Federal',
      severity: 'ALTA',
    });
    expect(finding.description).toBe(
      [
        'Documento: CND Federal',
        'Parte: Alvo S.A.',
        'Emissor: Receita Federal',
        'Emissão: 01/10/2026',
        'Válido até: 30/03/2027',
        'Resultado: Positiva',
      ].join('\n'),
    );
  });

  it('for a rejected document: "Documento reprovado: <tipo>", Média, with the analyst’s notes', () => {
    const finding = proposedFinding({
      ...SUBJECT,
      result: null,
      status: 'REPROVADO',
      issuer: null,
      issuedAt: null,
      validUntil: null,
      notes: ' Cópia ilegível. ',
    })!;
    expect(finding.title).toBe('Documento reprovado: CND Federal');
    expect(finding.severity).toBe('MEDIA');
    expect(finding.description).toBe(
      'Documento: CND Federal\nParte: Alvo S.A.\nSituação: Reprovado\nObservações da análise: Cópia ilegível.',
    );
  });

  it('none for a negative or a positive-with-negative-effects certidão', () => {
    expect(proposedFinding({ ...SUBJECT, result: 'NEGATIVA' })).toBeNull();
    expect(proposedFinding({ ...SUBJECT, result: 'POSITIVA_COM_EFEITOS_DE_NEGATIVA' })).toBeNull();
    expect(proposedFinding({ ...SUBJECT, result: null })).toBeNull();
  });
});

describe('when a save proposes a finding', () => {
  it('only when the result or the status changed to one that proposes', async () => {
    const { newlyProposes } = await import('./finding-proposal.ts');
    const negative = { ...SUBJECT, result: 'NEGATIVA' as const };
    expect(newlyProposes(SUBJECT, negative)).toBe(true);
    expect(newlyProposes(SUBJECT, SUBJECT)).toBe(false);
    expect(newlyProposes({ ...negative, status: 'REPROVADO' }, negative)).toBe(true);
    expect(newlyProposes(negative, SUBJECT)).toBe(false);
  });
});
