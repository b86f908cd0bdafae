import { describe, expect, it } from 'vitest';
import type { RegistrationData } from '@lince/contracts';
import { findDivergences, type Declared } from './divergences.ts';

const pj = (
  overrides: Partial<Extract<RegistrationData, { kind: 'PJ' }>> = {},
): RegistrationData => ({
  kind: 'PJ',
  razaoSocial: 'CONSTRUTORA ÁGUIA AZUL LTDA',
  nomeFantasia: '',
  situacaoCadastral: 'ATIVA',
  dataSituacaoCadastral: null,
  dataInicioAtividade: '2005-11-03',
  naturezaJuridica: '',
  porte: '',
  cnaePrincipal: null,
  cnaesSecundarios: [],
  capitalSocial: null,
  endereco: {
    logradouro: 'AVENIDA PAULISTA',
    numero: '1000',
    complemento: '',
    bairro: 'BELA VISTA',
    municipio: 'SAO PAULO',
    uf: 'SP',
    cep: '01310100',
  },
  qsa: [],
  ...overrides,
});

const declared = (overrides: Partial<Declared> = {}): Declared => ({
  name: 'Construtora Águia Azul Ltda.',
  address: {
    cep: '01310100',
    logradouro: 'Av. Paulista',
    numero: '1000',
    complemento: 'conj. 12',
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    uf: 'SP',
  },
  birthOrFoundationDate: '2005-11-03',
  ...overrides,
});

describe('findDivergences', () => {
  it('finds none when only the writing differs', () => {
    expect(findDivergences(declared(), pj())).toEqual([]);
  });

  it('names each field that differs, formatted', () => {
    const data = pj({
      razaoSocial: 'CONSTRUTORA GAVIÃO LTDA',
      dataInicioAtividade: '2006-01-02',
      endereco: {
        logradouro: 'AVENIDA PAULISTA',
        numero: '2000',
        complemento: '',
        bairro: 'BELA VISTA',
        municipio: 'SAO PAULO',
        uf: 'SP',
        cep: '01311902',
      },
    });
    expect(findDivergences(declared(), data)).toEqual([
      { field: 'nome', declared: 'Construtora Águia Azul Ltda.', found: 'CONSTRUTORA GAVIÃO LTDA' },
      { field: 'cep', declared: '01310-100', found: '01311-902' },
      { field: 'endereco', declared: 'Av. Paulista, 1000', found: 'AVENIDA PAULISTA, 2000' },
      { field: 'data', declared: '03/11/2005', found: '02/01/2006' },
    ]);
  });

  it('skips what either side does not know', () => {
    expect(
      findDivergences(
        declared({ address: null, birthOrFoundationDate: null }),
        pj({ endereco: null }),
      ),
    ).toEqual([]);
  });

  it('compares a person by name and birth date', () => {
    const data: RegistrationData = {
      kind: 'PF',
      nome: 'JOSÉ DA SILVA',
      situacaoCpf: 'REGULAR',
      nascimento: '1970-05-01',
    };
    expect(
      findDivergences(
        declared({ name: 'Jose da Silva', birthOrFoundationDate: '1970-05-01' }),
        data,
      ),
    ).toEqual([]);
    expect(
      findDivergences(declared({ name: 'João da Silva', birthOrFoundationDate: null }), data),
    ).toEqual([{ field: 'nome', declared: 'João da Silva', found: 'JOSÉ DA SILVA' }]);
  });
});
