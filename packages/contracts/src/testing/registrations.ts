import type { PjRegistrationData } from '../registrations.ts';

/**
 * Construtora Águia Azul, the company of the registration tests of the API and of the web: its
 * CNPJ, two of its partners' documents, and its registration as the CNPJ provider (BrasilAPI)
 * gives it, in the contract's form.
 */
export const KNOWN_CNPJ = '19100000000191';
export const PARTNER_CPF = '52998224725';
export const PARTNER_CNPJ = '33592000000187';

/** The registration of KNOWN_CNPJ: the API's mapping of the fake BrasilAPI's answer. */
export const KNOWN_COMPANY_DATA: PjRegistrationData = {
  kind: 'PJ',
  razaoSocial: 'CONSTRUTORA ÁGUIA AZUL LTDA',
  nomeFantasia: 'ÁGUIA AZUL',
  situacaoCadastral: 'ATIVA',
  dataSituacaoCadastral: '2005-11-03',
  dataInicioAtividade: '2005-11-03',
  naturezaJuridica: 'Sociedade Empresária Limitada',
  porte: 'DEMAIS',
  cnaePrincipal: { codigo: '4120400', descricao: 'Construção de edifícios' },
  cnaesSecundarios: [{ codigo: '4399103', descricao: 'Obras de alvenaria' }],
  capitalSocial: '1500000.50',
  endereco: {
    logradouro: 'AVENIDA PAULISTA',
    numero: '1000',
    complemento: 'CONJ 12',
    bairro: 'BELA VISTA',
    municipio: 'SAO PAULO',
    uf: 'SP',
    cep: '01310100',
  },
  qsa: [
    {
      nome: 'JOSÉ DA SILVA',
      documento: '***998224**',
      qualificacao: 'Sócio-Administrador',
      entrada: '2005-11-03',
    },
    {
      nome: 'MARIA SOUZA',
      documento: PARTNER_CPF,
      qualificacao: 'Sócio',
      entrada: '2010-01-15',
    },
    {
      nome: 'HOLDING FALCÃO S.A.',
      documento: PARTNER_CNPJ,
      qualificacao: 'Sócio Pessoa Jurídica Domiciliado no Brasil',
      entrada: '2012-06-01',
    },
  ],
};
