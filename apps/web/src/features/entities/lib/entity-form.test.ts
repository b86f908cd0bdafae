import { describe, expect, it } from 'vitest';
import type { Entity } from '@lince/contracts/entities';
import {
  changedFields,
  EntityFormSchema,
  prefilledValues,
  toEntityInput,
  toFormValues,
} from './entity-form.ts';

const entity: Entity = {
  _id: 'e1',
  diligenceId: 'd1',
  kind: 'PJ',
  name: 'Construtora Alfa',
  document: '12ABC34501DE35',
  documentComplete: true,
  roleInDiligence: 'ALVO',
  parentEntityId: 'p1',
  relation: 'Controladora',
  sharePercent: 12.5,
  address: {
    cep: '01310100',
    logradouro: 'Avenida Paulista',
    numero: '1000',
    complemento: '',
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    uf: 'SP',
  },
  birthOrFoundationDate: '2001-02-03',
  contact: { email: 'contato@alfa.test', phone: '(11) 3333-4444' },
  risk: { computed: null, rating: null, justification: null },
  childrenCount: 0,
  openScreeningHits: 0,
  progress: { done: 0, required: 0 },
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

const issues = (values: ReturnType<typeof toFormValues>) => {
  const result = EntityFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('entity form', () => {
  it('shows a stored entity formatted (CNPJ, CEP, share with a comma)', () => {
    const values = toFormValues(entity);
    expect(values.document).toBe('12.ABC.345/01DE-35');
    expect(values.address.cep).toBe('01310-100');
    expect(values.share).toBe('12,5');
    expect(issues(values)).toEqual({});
  });

  it('checks the document by kind, the share, the address and the date', () => {
    const values = {
      ...toFormValues(null),
      kind: 'PF' as const,
      name: 'Maria',
      document: '123.456.789-00',
      roleInDiligence: 'SOCIO' as const,
      share: '10,123',
      address: { ...toFormValues(null).address, numero: '12' },
      birthOrFoundationDate: '2999-01-01',
    };
    expect(issues(values)).toEqual({
      document: 'CPF inválido.',
      share: 'Use no máximo duas casas decimais.',
      address: 'Endereço incompleto.',
      birthOrFoundationDate: 'A data não pode estar no futuro.',
    });
    expect(issues({ ...values, document: '' })).toMatchObject({ document: 'Informe o CPF.' });
    expect(issues({ ...values, birthOrFoundationDate: '1799-12-31' })).toMatchObject({
      birthOrFoundationDate: 'A data deve estar entre 01/01/1800 e 31/12/2199.',
    });
    expect(issues({ ...values, birthOrFoundationDate: '2024-02-30' })).toMatchObject({
      birthOrFoundationDate: 'Data inválida.',
    });
    expect(issues({ ...toFormValues(null), name: 'X' })).toMatchObject({
      roleInDiligence: 'Escolha o papel na diligência.',
      document: 'Informe o CNPJ.',
    });
  });

  it('builds the body: relation and share only with a parent, empty parts as null', () => {
    const values = {
      ...toFormValues(null),
      name: ' Beta ',
      document: '12.ABC.345/01DE-35',
      roleInDiligence: 'SOCIO' as const,
      relation: 'Sócio',
      share: '50',
    };
    expect(toEntityInput(values)).toEqual({
      kind: 'PJ',
      name: 'Beta',
      document: '12.ABC.345/01DE-35',
      roleInDiligence: 'SOCIO',
      parentEntityId: null,
      relation: null,
      sharePercent: null,
      address: null,
      birthOrFoundationDate: null,
      contact: null,
    });
    expect(toEntityInput({ ...values, parentEntityId: 'p1' })).toMatchObject({
      parentEntityId: 'p1',
      relation: 'Sócio',
      sharePercent: 50,
    });
  });

  it('sends only what an edit changed; kind and document together', () => {
    const before = toFormValues(entity);
    expect(changedFields(before, { ...before })).toEqual({});
    expect(changedFields(before, { ...before, share: '50,00', email: 'novo@alfa.test' })).toEqual({
      sharePercent: 50,
      contact: { email: 'novo@alfa.test', phone: '(11) 3333-4444' },
    });
    expect(changedFields(before, { ...before, document: '11.222.333/0001-81' })).toEqual({
      kind: 'PJ',
      document: '11.222.333/0001-81',
    });
    expect(changedFields(before, { ...before, parentEntityId: '' })).toEqual({
      parentEntityId: null,
      relation: null,
      sharePercent: null,
    });
  });

  it('a CPF to be completed: left as it is, or completed with the visible digits', () => {
    const pending: Entity = {
      ...entity,
      kind: 'PF',
      name: 'JOSÉ DA SILVA',
      document: '***998224**',
      documentComplete: false,
      parentEntityId: null,
      relation: null,
      sharePercent: null,
    };
    const before = toFormValues(pending);
    expect(before).toMatchObject({ document: '', documentMask: '***998224**' });
    expect(issues(before)).toEqual({});
    expect(changedFields(before, { ...before })).toEqual({});
    expect(issues({ ...before, document: '529.982.247-25' })).toEqual({
      document: 'O CPF não confere com os dígitos visíveis do CPF mascarado (***.998.224-**).',
    });
    expect(changedFields(before, { ...before, document: '123.998.224-04' })).toEqual({
      kind: 'PF',
      document: '123.998.224-04',
    });
    // Turned into a company, the mask no longer stands in for the document.
    expect(issues({ ...before, kind: 'PJ' })).toMatchObject({ document: 'Informe o CNPJ.' });
  });

  it('starts a new party with what another screen sent; a parent not in the diligence is left out', () => {
    const prefill = {
      kind: 'PF' as const,
      name: 'ANA OCULTA',
      roleInDiligence: 'ADMINISTRADOR' as const,
      parentEntityId: 'e1',
      relation: 'Administrador',
    };
    expect(prefilledValues(prefill, [{ _id: 'e1' }])).toMatchObject({
      ...prefill,
      document: '',
      documentMask: '',
    });
    expect(prefilledValues(prefill, [{ _id: 'e2' }])).toMatchObject({
      parentEntityId: '',
      relation: '',
    });
    expect(prefilledValues(undefined, [])).toEqual(toFormValues(null));
  });
});
