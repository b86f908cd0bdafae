import { describe, expect, it } from 'vitest';
import { findHolderName, holderNameMatches } from './holder-name.ts';

describe('findHolderName', () => {
  it('a labelled line, as printed, the number after it on the same line left out', () => {
    expect(
      findHolderName('CERTIDÃO\nNome: Associação Social Unifavela CNPJ: 12.345.678/0001-95'),
    ).toBe('Associação Social Unifavela');
    expect(findHolderName('RAZÃO SOCIAL : COOPERATIVA VALE VERDE\nCNPJ : 44.555.666/0001-81')).toBe(
      'COOPERATIVA VALE VERDE',
    );
  });

  it('a label whose name is on the next line', () => {
    expect(findHolderName('Nome:\nJOSÉ DA SILVA SAURO\nCPF: 529.982.247-25')).toBe(
      'JOSÉ DA SILVA SAURO',
    );
  });

  it('a person named in the body of a court certidão', () => {
    expect(
      findHolderName(
        'CERTIFICAMOS que NADA CONSTA em nome de MARIA APARECIDA\nDOS SANTOS, CPF 529.982.247-25.',
      ),
    ).toBe('MARIA APARECIDA DOS SANTOS');
  });

  it('nobody, when the text names only the number or speaks of "the holder above"', () => {
    expect(
      findHolderName(
        'CNPJ: 11.222.333/0001-81\nCertificamos que não existem pendências em nome do sujeito passivo acima identificado.',
      ),
    ).toBeNull();
    expect(findHolderName('Certifica-se que não constam débitos.')).toBeNull();
  });
});

describe('holderNameMatches', () => {
  it('the same name written another way, with the company type or the branch note', () => {
    expect(holderNameMatches('ASSOCIACAO SOCIAL UNIFAVELA', 'Associação Social Unifavela')).toBe(
      true,
    );
    expect(holderNameMatches('AGRO SERRA AZUL LTDA (MATRIZ E FILIAIS)', 'Agro Serra Azul')).toBe(
      true,
    );
    expect(holderNameMatches('TRANSPORTES RIO CLARO S.A.', 'Transportes Rio Claro S/A')).toBe(true);
  });

  it('another name is a divergence; no name read is no answer', () => {
    expect(holderNameMatches('ASSOCIACAO SOCIAL UNIFAVELA', 'Agro Serra Azul Ltda')).toBe(false);
    expect(holderNameMatches(null, 'Agro Serra Azul Ltda')).toBeNull();
  });
});
