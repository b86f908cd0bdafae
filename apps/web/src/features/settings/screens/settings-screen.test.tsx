import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  AxiosError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import type { CompanySettings } from '@lince/contracts/settings';
import { api } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { getSession, setSession } from '../../../lib/session.ts';
import { makeSession } from '../../../test/fixtures.ts';
import SettingsScreen from './settings-screen.tsx';

const originalAdapter = api.defaults.adapter;
afterEach(() => {
  api.defaults.adapter = originalAdapter;
  queryClient.clear();
});

const SETTINGS: CompanySettings = {
  company: {
    _id: 'c1',
    name: 'Demo Consultoria Ltda',
    cnpj: '48291735000148',
    address: null,
  },
  logo: null,
  reportBranding: { accentColor: null, footerText: '' },
  slaDays: { A_INICIAR: null, COLETA: 5, ANALISE: null, REVISAO: null },
  defaultTrackId: null,
  requireSecondReviewer: true,
  screeningNameThreshold: 0.8,
  tracks: [],
};

function fakeApi(reply: (config: InternalAxiosRequestConfig) => { status: number; data: unknown }) {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const { status, data } = reply(config);
    const response: AxiosResponse = { status, statusText: '', headers: {}, config, data };
    if (status >= 400) throw new AxiosError('erro', 'ERR_BAD_REQUEST', config, null, response);
    return response;
  };
  api.defaults.adapter = adapter;
  return calls;
}

const renderScreen = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <SettingsScreen />
    </QueryClientProvider>,
  );

describe('Settings screen', { timeout: 30_000 }, () => {
  it('shows the company data (CNPJ read-only), an empty disabled track selector, and saves', async () => {
    setSession(makeSession({ role: 'ADMIN' }));
    const calls = fakeApi((config) => {
      if (config.method === 'get') return { status: 200, data: SETTINGS };
      const body = JSON.parse(config.data as string) as { name: string };
      return {
        status: 200,
        data: { ...SETTINGS, company: { ...SETTINGS.company, name: body.name } },
      };
    });
    renderScreen();
    const name = await screen.findByRole('textbox', { name: 'Nome da empresa' });
    expect(screen.getByRole('textbox', { name: 'CNPJ' })).toHaveProperty(
      'value',
      '48.291.735/0001-48',
    );
    expect(screen.getByRole('textbox', { name: 'CNPJ' })).toHaveProperty('readOnly', true);
    expect(screen.getByRole('combobox', { name: /Trilha padrão/ })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByText('Nenhuma trilha publicada ainda.')).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'Coleta (dias)' })).toHaveProperty('value', '5');

    await userEvent.clear(name);
    await userEvent.type(name, 'Demo Auditoria Ltda');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Análise (dias)' }), '7');
    await userEvent.type(screen.getByRole('textbox', { name: 'Texto do rodapé' }), 'Sigiloso.');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'patch')).toBe(true));
    const patch = calls.find((c) => c.method === 'patch')!;
    expect(patch.url).toBe('/company/settings');
    expect(JSON.parse(patch.data as string)).toEqual({
      name: 'Demo Auditoria Ltda',
      address: null,
      reportBranding: { accentColor: null, footerText: 'Sigiloso.' },
      slaDays: { A_INICIAR: null, COLETA: 5, ANALISE: 7, REVISAO: null },
      defaultTrackId: null,
      requireSecondReviewer: true,
      screeningNameThreshold: 0.8,
    });
    // The app bar's company name follows.
    await waitFor(() => expect(getSession()?.company.name).toBe('Demo Auditoria Ltda'));
  });

  it('chooses the default track among the published ones and turns four eyes off', async () => {
    setSession(makeSession({ role: 'ADMIN' }));
    const tracks = [
      { _id: 't1', name: 'M&A — aquisição de empresa' },
      { _id: 't2', name: 'Homologação de fornecedor' },
    ];
    const calls = fakeApi(() => ({ status: 200, data: { ...SETTINGS, tracks } }));
    renderScreen();
    const track = await screen.findByRole('combobox', { name: /Trilha padrão/ });
    expect(track).toHaveProperty('disabled', false);
    await userEvent.selectOptions(track, 't2');
    await userEvent.click(
      screen.getByRole('checkbox', { name: /Exigir revisão por outra pessoa/ }),
    );
    // The OFAC name threshold, in percent on the screen, a fraction in the request.
    const threshold = screen.getByRole('spinbutton', { name: 'Semelhança mínima de nome (%)' });
    expect(threshold).toHaveProperty('value', '80');
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '40');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    await screen.findByText('Use um número inteiro de 50 a 100.');
    expect(calls.some((c) => c.method === 'patch')).toBe(false);
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '90');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'patch')).toBe(true));
    expect(JSON.parse(calls.find((c) => c.method === 'patch')!.data as string)).toMatchObject({
      defaultTrackId: 't2',
      requireSecondReviewer: false,
      screeningNameThreshold: 0.9,
    });
  });

  it('refuses an invalid colour and SLA days out of range without calling the API', async () => {
    setSession(makeSession({ role: 'ADMIN' }));
    const calls = fakeApi(() => ({ status: 200, data: SETTINGS }));
    renderScreen();
    await screen.findByRole('textbox', { name: 'Nome da empresa' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Cor de destaque' }), 'azul');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Revisão (dias)' }), '400');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    expect(await screen.findByText('Use uma cor no formato #RRGGBB.')).toBeTruthy();
    expect(screen.getByText('Use um número inteiro de 0 a 365.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'patch')).toHaveLength(0);
  });
});
