import type { Entity } from '@lince/contracts/entities';
import type { Partner, Registration } from '@lince/contracts/registrations';

/** Test data of the registration screen (an entity as declared, a company's snapshot). */
export const entity = (over: Partial<Entity> = {}): Entity => ({
  _id: 'e1',
  diligenceId: 'd1',
  kind: 'PJ',
  name: 'Construtora Aguia Azul Ltda.',
  document: '19100000000191',
  roleInDiligence: 'ALVO',
  parentEntityId: null,
  relation: null,
  sharePercent: null,
  address: {
    cep: '01310100',
    logradouro: 'Av. Paulista',
    numero: '1000',
    complemento: '',
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    uf: 'SP',
  },
  birthOrFoundationDate: '2005-11-04',
  contact: null,
  risk: { computed: null, rating: null, justification: null },
  childrenCount: 0,
  progress: { done: 0, required: 0 },
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-20T12:00:00.000Z',
  ...over,
});

export const partner = (over: Partial<Partner> = {}): Partner => ({
  nome: 'MARIA SOUZA',
  documento: '52998224725',
  qualificacao: 'Sócio',
  entrada: '2010-01-15',
  ...over,
});

export const registration = (over: Partial<Registration> = {}): Registration => ({
  _id: 'r1',
  entityId: 'e1',
  source: 'PROVIDER',
  fetchedAt: '2026-11-25T13:30:00.000Z',
  fetchedBy: { _id: 'u1', name: 'Ana Souza' },
  data: {
    kind: 'PJ',
    razaoSocial: 'CONSTRUTORA ÁGUIA AZUL LTDA',
    nomeFantasia: 'ÁGUIA AZUL',
    situacaoCadastral: 'ATIVA',
    dataSituacaoCadastral: '2005-11-03',
    dataInicioAtividade: '2005-11-03',
    naturezaJuridica: 'Sociedade Empresária Limitada',
    porte: 'DEMAIS',
    cnaePrincipal: { codigo: '4120400', descricao: 'Construção de edifícios' },
    cnaesSecundarios: [],
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
      partner({
        nome: 'JOSÉ DA SILVA',
        documento: '***998224**',
        qualificacao: 'Sócio-Administrador',
      }),
      partner(),
    ],
  },
  divergences: [{ field: 'data', declared: '04/11/2005', found: '03/11/2005' }],
  conclusion: null,
  notes: '',
  ...over,
});
