import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { AxiosAdapter, AxiosResponse } from 'axios';
import type { PartnersAddResult } from '@lince/contracts/registrations';
import { api } from '../../../lib/api-client.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { entity, partner } from '../testing/registration-fixtures.ts';
import { QsaTable } from './qsa-table.tsx';

const qsa = [
  partner({ nome: 'JOSÉ DA SILVA', documento: '***998224**' }),
  partner({ nome: 'MARIA SOUZA', documento: '52998224725' }),
  partner({ nome: 'HOLDING FALCÃO S.A.', documento: '33592000000187', qualificacao: 'Sócio PJ' }),
  partner({ nome: 'CARLOS PRESENTE', documento: '71460238001' }),
];
const present = entity({ _id: 'e9', kind: 'PF', name: 'Carlos Presente', document: '71460238001' });

/** Answers the partners request as the API does, and records the bodies. */
function serve(result: PartnersAddResult) {
  const bodies: unknown[] = [];
  const adapter: AxiosAdapter = async (config) => {
    if (config.method === 'post') bodies.push(JSON.parse(config.data as string));
    const data = config.method === 'post' ? result : { items: [] };
    return { status: 201, statusText: '', headers: {}, config, data } as AxiosResponse;
  };
  api.defaults.adapter = adapter;
  return bodies;
}

function renderTable(partners = qsa) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <QsaTable
          diligenceId="d1"
          registrationId="r1"
          entityId="e1"
          qsa={partners}
          entities={[present]}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('QsaTable', () => {
  const original = api.defaults.adapter;
  afterEach(() => {
    api.defaults.adapter = original;
  });

  it('recognises present partners, marks masked CPFs, and adds all the others in one request', async () => {
    const bodies = serve({
      created: [
        entity({ name: 'JOSÉ DA SILVA', kind: 'PF', document: '***998224**' }),
        entity({ name: 'MARIA SOUZA' }),
      ],
      skipped: [{ index: 2, reason: 'Já está na diligência.' }],
    });
    renderTable();
    const table = screen.getByRole('table', { name: 'Quadro de sócios e administradores' });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
    const link = within(row('CARLOS PRESENTE')).getByRole('link', { name: /Já é parte/ });
    expect(link.getAttribute('href')).toBe('/diligence/d1?entity=e9');
    expect(within(row('JOSÉ DA SILVA')).getByText('CPF a completar')).toBeTruthy();
    expect(within(row('JOSÉ DA SILVA')).getByText('***.998.224-**')).toBeTruthy();
    // A CPF masked the usual way is added as a person whose CPF is to be completed.
    expect(
      within(row('JOSÉ DA SILVA')).getByRole('button', {
        name: 'Adicionar como parte: JOSÉ DA SILVA',
      }),
    ).toBeTruthy();
    expect(within(row('MARIA SOUZA')).getByText('529.982.247-25')).toBeTruthy();
    expect(screen.getByText('4 sócios e administradores · 1 já na diligência')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Adicionar todos' }));
    const status = await screen.findByText('2 partes adicionadas: JOSÉ DA SILVA, MARIA SOUZA.');
    expect(bodies).toEqual([{ indexes: [0, 1, 2] }]);
    expect(
      within(status.closest('[role="status"]') as HTMLElement).getByText(
        'HOLDING FALCÃO S.A.: Já está na diligência.',
      ),
    ).toBeTruthy();
  });

  it('adds one partner by its row', async () => {
    const bodies = serve({ created: [entity({ name: 'MARIA SOUZA' })], skipped: [] });
    renderTable();
    await userEvent.click(
      screen.getByRole('button', { name: 'Adicionar como parte: MARIA SOUZA' }),
    );
    await screen.findByText('1 parte adicionada: MARIA SOUZA.');
    expect(bodies).toEqual([{ indexes: [1] }]);
  });

  it('sends a partner without a usable document to a prefilled form, and says why nothing can be added', async () => {
    serve({ created: [], skipped: [] });
    renderTable([
      partner({ nome: 'ANA OCULTA', documento: '***.***.***-**', qualificacao: 'Administrador' }),
      partner({ nome: 'CARLOS PRESENTE', documento: '71460238001' }),
    ]);
    const link = screen.getByRole('link', { name: /^Cadastrar em Partes: ANA OCULTA/ });
    const url = new URL(link.getAttribute('href')!, 'http://x');
    expect(url.pathname).toBe('/diligence/d1');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'nova-parte': '1',
      tipo: 'PF',
      nome: 'ANA OCULTA',
      papel: 'ADMINISTRADOR',
      controladora: 'e1',
      relacao: 'Administrador',
    });
    const all = screen.getByRole('button', { name: 'Adicionar todos' });
    expect((all as HTMLButtonElement).disabled).toBe(true);
    expect(all.getAttribute('aria-describedby')).toBe('qsa-nada-a-adicionar');
    expect(
      screen.getByText('Os sócios que faltam não têm CPF/CNPJ utilizável: cadastre-os em Partes.'),
    ).toBeTruthy();
  });
});
