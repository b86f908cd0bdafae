import { describe, expect, it } from 'vitest';
import { wordingCorpus, type Wording } from '../../../testing/wordings.ts';
import { normaliseText } from './normalise.ts';
import { proposeFromText } from './propose.ts';

/**
 * The wording corpus (`testing/wordings.ts`). No document type is known here: every date comes
 * from the text itself.
 */
const corpus = wordingCorpus();

function read({ text, expected }: Wording) {
  return proposeFromText(
    normaliseText(text),
    { entityDocument: expected.cnpj!, entityKind: 'PJ', documentTypeId: null, types: [] },
    text,
  );
}

describe('the wording corpus', () => {
  it('holds at least twenty certidões', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(20);
  });

  it.each(corpus.map((w) => [w.file, w] as const))(
    '%s: issue date, valid-until date, result, the CNPJ and the holder’s name',
    (_file, wording) => {
      const suggestion = read(wording);
      expect({
        issuedAt: suggestion.issuedAt,
        validUntil: suggestion.validUntil,
        result: suggestion.result,
        ownCnpj: suggestion.identifiers.find((i) => i.matchesEntity)?.value ?? null,
        holderName: suggestion.holderName,
      }).toEqual({
        issuedAt: wording.expected['emissão'],
        validUntil: wording.expected['validade'] || null,
        result: wording.expected['resultado'],
        ownCnpj: wording.expected.cnpj,
        holderName: wording.expected.titular || null,
      });
      if (wording.expected['palavras da validade'])
        expect(suggestion.evidence?.validUntil).toBe(wording.expected['palavras da validade']);
    },
  );
});

describe('the words that gave the dates', () => {
  const byFile = (file: string) => read(corpus.find((w) => w.file === file)!);

  it('a date written on the certidão, quoted as printed (accents and spacing kept)', () => {
    expect(byFile('sefaz-rj-valida-ate-espaco.txt').evidence).toEqual({
      issuedAt: 'EMITIDA EM : 28/11/2022',
      validUntil: 'VÁLIDA ATÉ : 26/02/2023',
      validityBasis: 'DATA_NO_TEXTO',
      validityDays: null,
    });
  });

  it('days written on the certidão, added to the issue date', () => {
    expect(byFile('municipal-positiva.txt').evidence).toEqual({
      issuedAt: 'Data da emissão: 20/01/2026',
      validUntil: 'Válida por 60 (sessenta) dias',
      validityBasis: 'DIAS_NO_TEXTO',
      validityDays: 60,
    });
  });

  it("the type's validity only when the text says nothing of it", () => {
    const { text, expected } = corpus.find((w) => w.file === 'protesto-constam.txt')!;
    const suggestion = proposeFromText(
      normaliseText(text),
      {
        entityDocument: expected.cnpj!,
        entityKind: 'PJ',
        documentTypeId: null,
        types: [
          {
            id: 'protesto',
            name: 'Certidão de protesto',
            category: 'CERTIDAO',
            appliesTo: 'AMBOS',
            validityDays: 30,
            issuer: null,
          },
        ],
      },
      text,
    );
    expect(suggestion.validUntil).toBe('2026-06-17');
    expect(suggestion.evidence).toEqual({
      issuedAt: 'Certidão emitida em 18 de maio de 2026',
      validUntil: null,
      validityBasis: 'PRAZO_DO_TIPO',
      validityDays: 30,
    });
  });
});
