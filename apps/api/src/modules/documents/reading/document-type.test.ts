import { describe, expect, it } from 'vitest';
import { findDocumentType, type TypeCandidate } from './document-type.ts';
import { normaliseText } from './normalise.ts';
import { proposeFromText } from './propose.ts';

/** The catalogue as migration 0001 (and 0011's "Outros") seed it. */
const SEEDED: [string, string, TypeCandidate['appliesTo'], string | null, number | null][] = [
  [
    'CND de Débitos Federais e Dívida Ativa da União',
    'CERTIDAO',
    'AMBOS',
    'Receita Federal / PGFN',
    180,
  ],
  ['CRF — Certificado de Regularidade do FGTS', 'CERTIDAO', 'PJ', 'Caixa Econômica Federal', 30],
  [
    'CNDT — Certidão Negativa de Débitos Trabalhistas',
    'CERTIDAO',
    'AMBOS',
    'Tribunal Superior do Trabalho (TST)',
    180,
  ],
  ['Certidão de Protestos', 'CERTIDAO', 'AMBOS', 'Cartórios de Protesto', 30],
  [
    'Certidão de Distribuição Cível (Justiça Estadual)',
    'CERTIDAO',
    'AMBOS',
    'Tribunal de Justiça (TJ)',
    30,
  ],
  [
    'Certidão de Distribuição Criminal (Justiça Estadual)',
    'CERTIDAO',
    'AMBOS',
    'Tribunal de Justiça (TJ)',
    30,
  ],
  [
    'Certidão de Execuções Fiscais (Justiça Estadual)',
    'CERTIDAO',
    'AMBOS',
    'Tribunal de Justiça (TJ)',
    30,
  ],
  [
    'Certidão de Distribuição da Justiça Federal (cível, criminal e execuções fiscais)',
    'CERTIDAO',
    'AMBOS',
    'Tribunal Regional Federal (TRF)',
    30,
  ],
  ['CND Estadual', 'CERTIDAO', 'AMBOS', 'Secretaria da Fazenda Estadual (SEFAZ)', 60],
  ['CND Municipal', 'CERTIDAO', 'AMBOS', 'Prefeitura', 90],
  ['Certidão Simplificada da Junta Comercial', 'SOCIETARIO', 'PJ', 'Junta Comercial', 30],
  ['Contrato Social ou Estatuto Social consolidado', 'SOCIETARIO', 'PJ', 'Junta Comercial', null],
  [
    'Comprovante de Inscrição e Situação Cadastral no CNPJ',
    'SOCIETARIO',
    'PJ',
    'Receita Federal',
    null,
  ],
  ['RG ou CNH', 'PESSOAL', 'PF', 'Secretaria de Segurança Pública / DETRAN', null],
  ['CPF — Comprovante de Situação Cadastral', 'PESSOAL', 'PF', 'Receita Federal', null],
  ['Comprovante de endereço', 'OUTRO', 'AMBOS', null, 90],
  ['Certidão de Casamento', 'PESSOAL', 'PF', 'Cartório de Registro Civil', null],
  ['Matrícula do Imóvel', 'IMOVEL', 'AMBOS', 'Cartório de Registro de Imóveis', 30],
  ['Balanço Patrimonial', 'FINANCEIRO', 'PJ', null, null],
  ['DRE — Demonstração do Resultado do Exercício', 'FINANCEIRO', 'PJ', null, null],
  ['Outros', 'OUTRO', 'AMBOS', null, null],
];
const TYPES: TypeCandidate[] = SEEDED.map(
  ([name, category, appliesTo, issuer, validityDays], i) => ({
    id: `t${i}`,
    name,
    category,
    appliesTo,
    issuer,
    validityDays,
  }),
);
const idOf = (name: string) => TYPES.find((t) => t.name === name)!.id;
const typeOf = (text: string, kind: 'PF' | 'PJ' = 'PJ', types = TYPES) =>
  types.find((t) => t.id === findDocumentType(normaliseText(text), types, kind)?.id)?.name ?? null;

describe('the document type from the certidão title', () => {
  const cases: [string, string][] = [
    [
      'PODER JUDICIÁRIO JUSTIÇA DO TRABALHO CERTIDÃO NEGATIVA DE DÉBITOS TRABALHISTAS Nome: X',
      'CNDT — Certidão Negativa de Débitos Trabalhistas',
    ],
    [
      'MINISTÉRIO DA FAZENDA Secretaria da Receita Federal do Brasil Procuradoria-Geral da Fazenda Nacional CERTIDÃO NEGATIVA DE DÉBITOS RELATIVOS AOS TRIBUTOS FEDERAIS E À DÍVIDA ATIVA DA UNIÃO',
      'CND de Débitos Federais e Dívida Ativa da União',
    ],
    [
      'CERTIDÃO CONJUNTA POSITIVA COM EFEITOS DE NEGATIVA DE DÉBITOS RELATIVOS A TRIBUTOS FEDERAIS E À DÍVIDA ATIVA DA UNIÃO',
      'CND de Débitos Federais e Dívida Ativa da União',
    ],
    [
      'CAIXA Certificado de Regularidade do FGTS - CRF Inscrição: 11.222.333/0001-81',
      'CRF — Certificado de Regularidade do FGTS',
    ],
    [
      '1º TABELIÃO DE PROTESTO DE LETRAS E TÍTULOS DA COMARCA DE SÃO PAULO CERTIDÃO',
      'Certidão de Protestos',
    ],
    [
      'CENPROT Central Nacional de Serviços Eletrônicos dos Tabeliães de Protesto',
      'Certidão de Protestos',
    ],
    [
      'TRIBUNAL DE JUSTIÇA DO ESTADO DE SÃO PAULO CERTIDÃO DE DISTRIBUIÇÃO CÍVEL Ações cíveis',
      'Certidão de Distribuição Cível (Justiça Estadual)',
    ],
    [
      'TRIBUNAL DE JUSTIÇA CERTIDÃO DE DISTRIBUIÇÃO DE FALÊNCIAS, CONCORDATAS E RECUPERAÇÕES',
      'Certidão de Distribuição Cível (Justiça Estadual)',
    ],
    [
      'TRIBUNAL DE JUSTIÇA CERTIDÃO DE DISTRIBUIÇÃO CRIMINAL',
      'Certidão de Distribuição Criminal (Justiça Estadual)',
    ],
    [
      'TRIBUNAL DE JUSTIÇA CERTIDÃO DE DISTRIBUIÇÃO DE EXECUÇÕES FISCAIS estaduais e municipais',
      'Certidão de Execuções Fiscais (Justiça Estadual)',
    ],
    [
      'PODER JUDICIÁRIO JUSTIÇA FEDERAL DE PRIMEIRO GRAU CERTIDÃO DE DISTRIBUIÇÃO Ações e execuções cíveis, fiscais, criminais',
      'Certidão de Distribuição da Justiça Federal (cível, criminal e execuções fiscais)',
    ],
    [
      'GOVERNO DO ESTADO DE SÃO PAULO SECRETARIA DA FAZENDA CERTIDÃO NEGATIVA DE DÉBITOS TRIBUTÁRIOS',
      'CND Estadual',
    ],
    [
      'PROCURADORIA GERAL DO ESTADO CERTIDÃO NEGATIVA DE DÉBITOS INSCRITOS NA DÍVIDA ATIVA DO ESTADO',
      'CND Estadual',
    ],
    [
      'PREFEITURA DO MUNICÍPIO DE SÃO PAULO SECRETARIA MUNICIPAL DA FAZENDA CERTIDÃO CONJUNTA DE DÉBITOS DE TRIBUTOS MOBILIÁRIOS',
      'CND Municipal',
    ],
    [
      'JUNTA COMERCIAL DO ESTADO DE SÃO PAULO CERTIDÃO SIMPLIFICADA',
      'Certidão Simplificada da Junta Comercial',
    ],
    [
      'REPÚBLICA FEDERATIVA DO BRASIL CADASTRO NACIONAL DA PESSOA JURÍDICA COMPROVANTE DE INSCRIÇÃO E DE SITUAÇÃO CADASTRAL',
      'Comprovante de Inscrição e Situação Cadastral no CNPJ',
    ],
    ['OFICIAL DE REGISTRO DE IMÓVEIS MATRÍCULA Nº 12.345', 'Matrícula do Imóvel'],
  ];
  it.each(cases)('%s', (text, name) => {
    expect(typeOf(text)).toBe(name);
  });

  it('only types that apply to the entity (a PF gets no CRF), the CPF card for a PF', () => {
    expect(typeOf('Certificado de Regularidade do FGTS - CRF', 'PF')).toBeNull();
    expect(typeOf('COMPROVANTE DE SITUAÇÃO CADASTRAL NO CPF', 'PF')).toBe(
      'CPF — Comprovante de Situação Cadastral',
    );
    expect(typeOf('CERTIDÃO DE CASAMENTO Registro Civil das Pessoas Naturais', 'PF')).toBe(
      'Certidão de Casamento',
    );
  });

  it('nothing known: null; a type the provider added is found by its own name; never "Outros"', () => {
    expect(typeOf('Relatório de visita técnica. Outros assuntos.')).toBeNull();
    const added: TypeCandidate = {
      id: 'onus',
      name: 'Certidão de Ônus Reais',
      category: 'CERTIDAO',
      appliesTo: 'AMBOS',
      issuer: 'Cartório de Registro de Imóveis',
      validityDays: 30,
    };
    const types = [...TYPES.filter((t) => !t.name.startsWith('Matrícula')), added];
    expect(typeOf('CERTIDÃO DE ÔNUS REAIS do imóvel', 'PJ', types)).toBe('Certidão de Ônus Reais');
  });

  it('of two types of one kind, the document’s own; inactive types are not there to choose', () => {
    const twin = {
      ...TYPES.find((t) => t.name === 'CND Estadual')!,
      id: 'sp',
      name: 'CND Estadual (SP)',
    };
    const text = normaliseText('SECRETARIA DA FAZENDA CERTIDÃO NEGATIVA');
    expect(findDocumentType(text, [...TYPES, twin], 'PJ')?.id).toBe(idOf('CND Estadual'));
    expect(findDocumentType(text, [...TYPES, twin], 'PJ', 'sp')?.id).toBe('sp');
  });
});

describe('the whole proposal', () => {
  const subject = {
    entityDocument: '11222333000181',
    entityKind: 'PJ' as const,
    documentTypeId: null,
    types: TYPES,
  };

  it('valid-until from the type’s usual validity when the text gives none; none before the issue', () => {
    const cndt = proposeFromText(
      normaliseText('CERTIDÃO NEGATIVA DE DÉBITOS TRABALHISTAS Expedição: 05/11/2026 NÃO CONSTA'),
      subject,
    );
    expect(cndt).toEqual({
      documentTypeId: idOf('CNDT — Certidão Negativa de Débitos Trabalhistas'),
      issuedAt: '2026-11-05',
      validUntil: '2027-05-04',
      result: 'NEGATIVA',
      identifiers: [],
      holderName: null,
      // No original text given: the words as normalised.
      evidence: {
        issuedAt: 'EXPEDICAO: 05/11/2026',
        validUntil: null,
        validityBasis: 'PRAZO_DO_TIPO',
        validityDays: 180,
      },
    });
    const backwards = proposeFromText(
      normaliseText(
        'Certidão de protestos. Emitida em 05/11/2026. Válida até 01/11/2026. Nada consta.',
      ),
      subject,
    );
    expect(backwards).toMatchObject({ issuedAt: '2026-11-05', validUntil: null });
  });

  it('a document that is not a certidão has no result', () => {
    const card = proposeFromText(
      normaliseText(
        'COMPROVANTE DE INSCRIÇÃO E DE SITUAÇÃO CADASTRAL — situação cadastral: ATIVA; não há pendências',
      ),
      subject,
    );
    expect(card.result).toBe('NAO_SE_APLICA');
  });
});
