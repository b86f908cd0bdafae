import { describe, expect, it } from 'vitest';
import { comparisonRows } from './comparison.ts';
import { proposedFinding } from './finding-proposal.ts';
import { presentAs } from './partner-presence.ts';
import { partnersResultText } from './partners-result.ts';
import { entity, partner, registration } from '../testing/registration-fixtures.ts';
import { formatMoney, partnerDocument, registrationAddressText } from './registration-format.ts';

describe('registration formats', () => {
  it('writes money and partner documents the Brazilian way', () => {
    expect(formatMoney('1500000.50')).toBe('R$ 1.500.000,50');
    expect(formatMoney('0')).toBe('R$ 0,00');
    expect(formatMoney(null)).toBe('—');
    const [whole, hidden] = [
      { masked: false, addable: true },
      { masked: true, addable: true },
    ];
    expect(partnerDocument('52998224725')).toEqual({ text: '529.982.247-25', ...whole });
    expect(partnerDocument('33592000000187')).toEqual({ text: '33.592.000/0001-87', ...whole });
    expect(partnerDocument('***998224**')).toEqual({ text: '***.998.224-**', ...hidden });
    expect(partnerDocument('***.998.224-**')).toEqual({ text: '***.998.224-**', ...hidden });
    // Masked past recognition: shown as given, not addable (the form takes it whole).
    expect(partnerDocument('***.***.***-**')).toEqual({
      text: '***.***.***-**',
      masked: true,
      addable: false,
    });
    expect(partnerDocument(null)).toEqual({ text: '—', masked: false, addable: false });
  });

  it('writes the address in one line with the CEP formatted', () => {
    const data = registration().data;
    if (data.kind !== 'PJ') throw new Error('PJ');
    expect(registrationAddressText(data)).toBe(
      'AVENIDA PAULISTA, 1000, CONJ 12 — BELA VISTA — SAO PAULO/SP — CEP 01310-100',
    );
    expect(registrationAddressText({ ...data, endereco: null })).toBe('—');
  });
});

describe('comparisonRows', () => {
  it('puts the declared data beside the registration, divergent as the API says', () => {
    const rows = comparisonRows(entity(), registration());
    expect(rows.map((r) => [r.field, r.declared, r.found, r.divergent])).toEqual([
      ['nome', 'Construtora Aguia Azul Ltda.', 'CONSTRUTORA ÁGUIA AZUL LTDA', false],
      ['endereco', 'Av. Paulista, 1000', 'AVENIDA PAULISTA, 1000, CONJ 12', false],
      ['cep', '01310-100', '01310-100', false],
      ['data', '04/11/2005', '03/11/2005', true],
    ]);
  });

  it('a person: name and birth date only', () => {
    const rows = comparisonRows(
      entity({ kind: 'PF', name: 'José da Silva', address: null }),
      registration({
        data: { kind: 'PF', nome: 'JOAO DA SILVA', situacaoCpf: 'REGULAR', nascimento: null },
        divergences: [{ field: 'nome', declared: 'José da Silva', found: 'JOAO DA SILVA' }],
      }),
    );
    expect(rows.map((r) => [r.label, r.found, r.divergent])).toEqual([
      ['Nome', 'JOAO DA SILVA', true],
      ['Data de nascimento', '—', false],
    ]);
  });
});

describe('proposedFinding', () => {
  it('proposes nothing for ATIVA; a grave situação is Alta, a suspension Média', () => {
    expect(proposedFinding(registration(), 'Alvo')).toBeNull();
    const base = registration().data;
    if (base.kind !== 'PJ') throw new Error('PJ');
    const baixada = proposedFinding(
      registration({
        data: { ...base, situacaoCadastral: 'BAIXADA', dataSituacaoCadastral: '2024-02-10' },
      }),
      'Alvo S.A.',
    );
    expect(baixada).toMatchObject({
      title: 'Situação cadastral baixada: Alvo S.A.',
      severity: 'ALTA',
    });
    expect(baixada!.description).toContain('Desde: 10/02/2024');
    expect(baixada!.description).toContain('Consulta à fonte, por Ana Souza');
    const suspensa = proposedFinding(
      registration({
        data: { kind: 'PF', nome: 'ANA', situacaoCpf: 'SUSPENSA', nascimento: null },
      }),
      'Ana',
    );
    expect(suspensa).toMatchObject({ title: 'Situação do CPF suspensa: Ana', severity: 'MEDIA' });
  });
});

describe('presentAs', () => {
  const maria = entity({ _id: 'e2', kind: 'PF', name: 'Maria Souza', document: '52998224725' });
  const jose = entity({ _id: 'e3', kind: 'PF', name: 'José da Silva', document: '12399822412' });
  it('finds the party by the whole document, or a masked CPF by name and middle digits', () => {
    expect(presentAs(partner(), [maria, jose])).toBe(maria);
    expect(presentAs(partner({ nome: 'JOSE DA SILVA', documento: '***998224**' }), [jose])).toBe(
      jose,
    );
    expect(presentAs(partner({ nome: 'JOSE DA SILVA', documento: '***111111**' }), [jose])).toBe(
      null,
    );
    expect(presentAs(partner({ nome: 'Outro', documento: '***998224**' }), [jose])).toBe(null);
    expect(presentAs(partner({ nome: 'MARIA SOUZA', documento: null }), [maria])).toBe(maria);
    expect(presentAs(partner({ documento: '11144477735' }), [maria])).toBe(null);
  });

  it('recognises a party added with the CPF to be completed, before and after it is completed', () => {
    const pending = entity({
      _id: 'e4',
      kind: 'PF',
      name: 'JOSÉ DA SILVA',
      document: '***998224**',
    });
    expect(presentAs(partner({ nome: 'José da Silva', documento: '***998224**' }), [pending])).toBe(
      pending,
    );
    // The source gives the whole CPF this time: still the same person.
    expect(presentAs(partner({ nome: 'JOSE DA SILVA', documento: '12399822412' }), [pending])).toBe(
      pending,
    );
    expect(presentAs(partner({ nome: 'Outro', documento: '***998224**' }), [pending])).toBe(null);
  });
});

describe('partnersResultText', () => {
  it('says who was added and why the others were not', () => {
    const data = registration().data;
    const qsa = data.kind === 'PJ' ? data.qsa : [];
    const said = partnersResultText(
      {
        created: [entity({ name: 'MARIA SOUZA' }), entity({ name: 'HOLDING FALCÃO S.A.' })],
        skipped: [
          { index: 0, reason: 'CPF incompleto.' },
          { index: 9, reason: 'Não há sócio com este índice.' },
        ],
      },
      qsa,
    );
    expect(said).toEqual({
      created: '2 partes adicionadas: MARIA SOUZA, HOLDING FALCÃO S.A.',
      skipped: ['JOSÉ DA SILVA: CPF incompleto.', 'Sócio 10: Não há sócio com este índice.'],
    });
    expect(partnersResultText({ created: [], skipped: [] }, []).created).toBe(
      'Nenhuma parte adicionada.',
    );
  });
});
