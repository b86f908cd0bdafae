import type { Entity } from '@lince/contracts/entities';
import type { Partner, Registration } from '@lince/contracts/registrations';
import { KNOWN_CNPJ, KNOWN_COMPANY_DATA } from '@lince/contracts/testing';

/**
 * Test data of the registration screen (an entity as declared, a company's snapshot): the company
 * of the API's registration tests (`@lince/contracts/testing`).
 */
export const entity = (over: Partial<Entity> = {}): Entity => ({
  _id: 'e1',
  diligenceId: 'd1',
  kind: 'PJ',
  name: 'Construtora Aguia Azul Ltda.',
  document: KNOWN_CNPJ,
  documentComplete: true,
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
  openScreeningHits: 0,
  progress: { done: 0, required: 0 },
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-20T12:00:00.000Z',
  ...over,
});

/** MARIA SOUZA, the company's second partner. */
export const partner = (over: Partial<Partner> = {}): Partner => ({
  ...KNOWN_COMPANY_DATA.qsa[1]!,
  ...over,
});

export const registration = (over: Partial<Registration> = {}): Registration => ({
  _id: 'r1',
  entityId: 'e1',
  source: 'PROVIDER',
  fetchedAt: '2026-11-25T13:30:00.000Z',
  fetchedBy: { _id: 'u1', name: 'Ana Souza' },
  data: KNOWN_COMPANY_DATA,
  divergences: [{ field: 'data', declared: '04/11/2005', found: '03/11/2005' }],
  conclusion: null,
  notes: '',
  ...over,
});
