import { withCnpjCheckDigits, withCpfCheckDigits } from '@lince/db/testing/factories';
import { describe, expect, it } from 'vitest';
import { addDays, findIssueDate, findValidityDays, findValidUntil } from './dates.ts';
import { findIdentifiers } from './identifiers.ts';
import { meaningfulChars, normaliseText, tidyText } from './normalise.ts';
import { findResult } from './result.ts';

const n = normaliseText;

describe('normalisation', () => {
  it('NFC, no accents, upper case, every whitespace run one space', () => {
    expect(n('Certidão  Positiva com efeitos de\r\nnegativa\t\u00a0— emitida às 10h')).toBe(
      'CERTIDAO POSITIVA COM EFEITOS DE NEGATIVA — EMITIDA AS 10H',
    );
    // Decomposed input (e + combining acute) reads like the composed one.
    expect(n('Ca\u0301lculo ac\u0327a\u0303o')).toBe(n('Cálculo ação'));
    expect(n('  \n ')).toBe('');
  });

  it('the kept text keeps accents and line breaks, tidied and capped', () => {
    expect(tidyText('  Certidão   Negativa \n\n\n  de Débitos\t Trabalhistas ', 1000)).toBe(
      'Certidão Negativa\nde Débitos Trabalhistas',
    );
    expect(tidyText('abcdef', 4)).toBe('abcd');
    // Never half of an emoji at the cut.
    expect(tidyText('ab😀', 3)).toBe('ab');
    expect(meaningfulChars(n('— . / —'))).toBe(0);
  });
});

describe('result, in the order of the rules', () => {
  const cases: [string, string, string | null][] = [
    [
      'positive with negative effects, split across lines',
      'Certidão Positiva com Efeitos de\nNegativa de Débitos Relativos aos Tributos Federais',
      'POSITIVA_COM_EFEITOS_DE_NEGATIVA',
    ],
    [
      'positive with negative effect (CNDT wording)',
      'CERTIDÃO POSITIVA DE DÉBITOS TRABALHISTAS COM EFEITO DE NEGATIVA. Consta como inadimplente…',
      'POSITIVA_COM_EFEITOS_DE_NEGATIVA',
    ],
    ['nada consta', 'Certidão de distribuição. NADA CONSTA em nome de', 'NEGATIVA'],
    ['não constam', 'Certifica-se que não constam pendências em seu nome', 'NEGATIVA'],
    [
      'CNDT negative, with the notice every CNDT has',
      'CERTIDÃO NEGATIVA DE DÉBITOS TRABALHISTAS. Certifica-se que EMPRESA X NÃO CONSTA como inadimplente no Banco Nacional de Devedores Trabalhistas. INFORMAÇÃO IMPORTANTE: Do Banco Nacional de Devedores Trabalhistas constam os dados necessários à identificação',
      'NEGATIVA',
    ],
    [
      'CNDT positive',
      'CERTIDÃO POSITIVA DE DÉBITOS TRABALHISTAS. Certifica-se que EMPRESA X CONSTA como inadimplente no Banco Nacional de Devedores Trabalhistas. Do Banco Nacional de Devedores Trabalhistas constam os dados',
      'POSITIVA',
    ],
    [
      '"certidão negativa" in the title of one that states constam',
      'CERTIDÃO NEGATIVA DE PROTESTO. Certificamos que CONSTAM os seguintes protestos:',
      'POSITIVA',
    ],
    [
      'positive federal certidão that also says não constam of one part',
      'CERTIDÃO POSITIVA DE DÉBITOS RELATIVOS AOS TRIBUTOS FEDERAIS. Constam débitos na RFB. Não constam inscrições em Dívida Ativa',
      'POSITIVA',
    ],
    ['only the title word', 'CERTIDÃO NEGATIVA DE DÉBITOS TRIBUTÁRIOS', 'NEGATIVA'],
    ['only a positive title word', 'CERTIDÃO POSITIVA DE DÉBITOS', 'POSITIVA'],
    ['regular FGTS', 'encontra-se em situação regular perante o FGTS', 'NEGATIVA'],
    ['nothing said', 'Contrato social da empresa, cláusula primeira', null],
    ['"constante" is not "constam"', 'os dados constantes desta certidão', null],
  ];
  it.each(cases)('%s', (_, text, result) => {
    expect(findResult(n(text))).toBe(result);
  });
});

describe('dates', () => {
  const issue: [string, string | null][] = [
    ['Emitida em 05/11/2026.', '2026-11-05'],
    ['Data de emissão: 5/1/2026', '2026-01-05'],
    ['Data da emissão 05.11.2026', '2026-11-05'],
    [
      'Certidão emitida gratuitamente com base na Portaria Conjunta RFB/PGFN nº 1.751, de 2/10/2014. Emitida às 10:05:12 do dia 05/11/2026 <hora e data de Brasília>.',
      '2026-11-05',
    ],
    ['Expedição: 05/11/2026, às 10:15:22', '2026-11-05'],
    ['Emitida em 5 de novembro de 2026', '2026-11-05'],
    ['Lei nº 12.440, de 7 de julho de 2011. São Paulo, 1º de março de 2026.', '2026-03-01'],
    ['Validade: 05/11/2026 a 04/12/2026', '2026-11-05'],
    ['Emitida em 31/02/2026', null],
    ['Sem data alguma', null],
  ];
  it.each(issue)('issue date of "%s"', (text, date) => {
    expect(findIssueDate(n(text))).toBe(date);
  });

  const until: [string, string | null][] = [
    ['Válida até 04/05/2027.', '2027-05-04'],
    [
      'Validade: 04/05/2027 - 180 (cento e oitenta) dias, contados da data de sua expedição.',
      '2027-05-04',
    ],
    ['Validade:05/11/2026 a 04/12/2026', '2026-12-04'],
    ['Validade: 05/11/2026 até 04/12/2026', '2026-12-04'],
    ['Data de validade: 10 de janeiro de 2027', '2027-01-10'],
    ['Emitida em 05/11/2026', null],
  ];
  it.each(until)('valid until of "%s"', (text, date) => {
    expect(findValidUntil(n(text))).toBe(date);
  });

  it('validity in days, and adding days across months and leap years', () => {
    expect(findValidityDays(n('Esta certidão é válida por 30 dias'))).toBe(30);
    expect(findValidityDays(n('Prazo de validade: 90 (noventa) dias'))).toBe(90);
    expect(findValidityDays(n('Validade de 180 dias a contar da emissão'))).toBe(180);
    expect(findValidityDays(n('Emitida há 30 dias'))).toBeNull();
    expect(addDays('2026-11-05', 30)).toBe('2026-12-05');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});

describe('CPF and CNPJ found in the text', () => {
  const cnpj = withCnpjCheckDigits('11222333' + '0001');
  const other = withCnpjCheckDigits('45997418' + '0001');
  const alpha = withCnpjCheckDigits('12ABC34501DE');
  const cpf = withCpfCheckDigits('529982247');
  const fmtCnpj = (c: string) =>
    `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;
  const fmtCpf = (c: string) => `${c.slice(0, 3)}.${c.slice(3, 6)}.${c.slice(6, 9)}-${c.slice(9)}`;

  it('formatted or not, alphanumeric too, deduplicated, only valid ones, matched with the entity', () => {
    const text = n(
      `CNPJ: ${fmtCnpj(cnpj)} Razão social… inscrita no CNPJ ${cnpj}. Filial ${fmtCnpj(other)}. ` +
        `Nova inscrição ${fmtCnpj(alpha).toLowerCase()} e ${alpha}. Sócio CPF ${fmtCpf(cpf)} (${cpf}). ` +
        `Inválidos: 11.222.333/0001-00, 123.456.789-00, 11111111111. Protocolo 2026000012345678.`,
    );
    expect(findIdentifiers(text, cnpj)).toEqual([
      { kind: 'CNPJ', value: cnpj, matchesEntity: true },
      { kind: 'CNPJ', value: other, matchesEntity: false },
      { kind: 'CNPJ', value: alpha, matchesEntity: false },
      { kind: 'CPF', value: cpf, matchesEntity: false },
    ]);
    expect(findIdentifiers(text, alpha).find((i) => i.value === alpha)?.matchesEntity).toBe(true);
    expect(findIdentifiers(text, cpf).find((i) => i.kind === 'CPF')?.matchesEntity).toBe(true);
  });

  it('spaces a PDF puts around the punctuation, and a CNPJ never yields a CPF', () => {
    const spaced = `${cnpj.slice(0, 2)} . ${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)} / ${cnpj.slice(8, 12)} - ${cnpj.slice(12)}`;
    expect(findIdentifiers(n(`CNPJ ${spaced}`), '')).toEqual([
      { kind: 'CNPJ', value: cnpj, matchesEntity: false },
    ]);
    expect(findIdentifiers(n('CERTIFICADO12 RESPONSABILIDADE'), '')).toEqual([]);
  });
});
