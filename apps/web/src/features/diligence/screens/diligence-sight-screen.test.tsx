import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import type { Activity } from '@lince/contracts/activities';
import type { Diligence } from '@lince/contracts/diligences';
import type { DiligenceOverview } from '@lince/contracts/workspace';
import { api } from '../../../lib/api-client.ts';
import { todayInBrazil } from '@lince/contracts/calendar';
import { createQueryClient } from '../../../lib/query-client.ts';
import { OWNERSHIP_FIXTURE } from '../sight/sight-fixtures.ts';
import DiligenceSightScreen from './diligence-sight-screen.tsx';

const dayFromToday = (days: number) => {
  const today = new Date(`${todayInBrazil()}T12:00:00Z`);
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
};

const ANA = { _id: 'u1', name: 'Ana Souza', avatar: null };
const DILIGENCE: Diligence = {
  _id: 'd1',
  code: 'DD-2026-0007',
  title: 'Aquisição da Alvo',
  purpose: 'M_A',
  status: 'COLETA',
  priority: 'MEDIA',
  risk: { computed: 'ALTO', rating: null, justification: null },
  owner: ANA,
  dueDate: dayFromToday(5),
  overdue: false,
  progress: { done: 10, required: 20 },
  statusChangedAt: '2026-11-20T15:00:00.000Z',
  createdAt: '2026-11-20T15:00:00.000Z',
  description: '',
  trackId: null,
  trackVersion: null,
  track: null,
  team: [ANA],
  entitiesCount: 5,
  conclusion: null,
  createdBy: 'u1',
  updatedAt: '2026-11-20T15:00:00.000Z',
  concludedAt: null,
  canceledAt: null,
  cancelReason: null,
};

const OVERVIEW: DiligenceOverview = {
  diligenceId: 'd1',
  entities: OWNERSHIP_FIXTURE.map((e, i) => ({ ...e, progress: { done: i, required: 4 } })),
  findingsBySeverity: [
    { severity: 'BAIXA', count: 0 },
    { severity: 'MEDIA', count: 0 },
    { severity: 'ALTA', count: 0 },
    { severity: 'CRITICA', count: 0 },
  ],
  entitiesByRisk: [
    { rating: 'BAIXO', count: 1 },
    { rating: 'ALTO', count: 1 },
    { rating: null, count: 3 },
  ],
  track: { track: null, steps: [] },
  deadlines: [
    {
      kind: 'DILIGENCE_DUE',
      label: 'Prazo da diligência',
      date: dayFromToday(5),
      status: null,
      overdue: false,
    },
    {
      kind: 'STATUS_SLA',
      label: 'SLA da etapa Coleta',
      date: dayFromToday(-2),
      status: 'COLETA',
      overdue: true,
    },
  ],
};

const activity = (n: number, action: string, summary: Activity['summary'] = {}): Activity => ({
  _id: `a${n}`,
  action,
  targetType: 'diligence',
  targetId: 'd1',
  summary,
  ip: null,
  at: new Date(Date.UTC(2026, 10, 20, 15, n)).toISOString(),
  user: { _id: 'u1', name: 'Ana Souza', email: 'ana@demo.test' },
  company: { _id: 'c1', name: 'Demo' },
});

const TIMELINE_PAGE_1 = {
  items: [
    activity(3, 'ENTITY_CREATED', {
      diligenceId: 'd1',
      after: { name: 'Ana Souza', roleInDiligence: 'SOCIO', relation: 'Sócio', sharePercent: 40 },
    }),
    activity(2, 'ACAO_NOVA'),
  ],
  total: 3,
  page: 1,
  pageSize: 2,
};
const TIMELINE_PAGE_2 = {
  items: [
    activity(1, 'DILIGENCE_CREATED', { after: { code: 'DD-2026-0007', title: 'Aquisição' } }),
  ],
  total: 3,
  page: 2,
  pageSize: 2,
};

function serve(routes: Record<string, (params: Record<string, unknown>) => [number, unknown]>) {
  const requested: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const url = config.url ?? '';
    requested.push(`${url}${config.params?.page ? `?page=${config.params.page}` : ''}`);
    const [status, data] = routes[url]?.((config.params ?? {}) as Record<string, unknown>) ?? [
      404,
      { error: { code: 'NOT_FOUND', message: 'Diligência não encontrada.' } },
    ];
    const response: AxiosResponse = { status, statusText: '', headers: {}, config, data };
    if (status >= 400) throw new AxiosError('erro', 'ERR_BAD_REQUEST', config, null, response);
    return response;
  };
  api.defaults.adapter = adapter;
  return requested;
}

function renderScreen(id = 'd1') {
  const router = createMemoryRouter(
    [
      { path: '/diligence/:id/sight', Component: DiligenceSightScreen },
      { path: '/diligence/:id', Component: () => <h1>Partes</h1> },
    ],
    { initialEntries: [`/diligence/${id}/sight`] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('DiligenceSightScreen', () => {
  const originalAdapter = api.defaults.adapter;
  afterEach(() => {
    api.defaults.adapter = originalAdapter;
  });

  it('shows findings (none yet), risk, deadlines, progress, the graph and the timeline', async () => {
    const requested = serve({
      '/diligences/d1': () => [200, DILIGENCE],
      '/diligences/d1/overview': () => [200, OVERVIEW],
      '/diligences/d1/findings': () => [200, { items: [], total: 0, page: 1, pageSize: 10 }],
      '/diligences/d1/timeline': (params) => [
        200,
        params.page === 2 ? TIMELINE_PAGE_2 : TIMELINE_PAGE_1,
      ],
    });
    renderScreen();
    expect(
      await screen.findByText('Nenhum apontamento ainda.', {}, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Aquisição da Alvo' })).toBeTruthy();
    const list = screen.getByRole('region', { name: 'Apontamentos' });
    expect(await within(list).findByText('Nenhum apontamento registrado.')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Novo apontamento' })).toBeTruthy();
    const sections = screen.getByRole('navigation', { name: 'Seções da diligência' });
    expect(
      within(sections).getByRole('link', { name: 'Visão geral' }).getAttribute('aria-current'),
    ).toBe('page');
    const findings = screen.getByRole('list', { name: 'Apontamentos por gravidade' });
    expect(
      within(findings)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['0Baixa', '0Média', '0Alta', '0Crítica']);
    const byRisk = screen.getByRole('list', { name: 'Partes por risco' });
    expect(within(byRisk).getAllByText('1 parte')).toHaveLength(2);
    expect(within(byRisk).getByText('3 partes')).toBeTruthy();

    const deadlines = screen.getByRole('list', { name: 'Prazos' });
    const [due, sla] = within(deadlines).getAllByRole('listitem');
    const [y, m, d] = dayFromToday(5).split('-');
    expect(due!.textContent).toBe(`Prazo da diligência${d}/${m}/${y} · em 5 dias`);
    expect(sla!.textContent).toMatch(
      /^SLA da etapa Coleta\d{2}\/\d{2}\/\d{4} · vencido há 2 dias$/,
    );

    const progress = screen.getByRole('table', { name: 'Progresso por parte' });
    expect(within(progress).getByRole('link', { name: 'Ana Souza' }).getAttribute('href')).toBe(
      '/diligence/d1?entity=ana',
    );
    expect(within(progress).getByLabelText('Documentos analisados: 2 de 4')).toBeTruthy();
    expect(within(screen.getByTestId('ownership-graph')).getAllByRole('link')).toHaveLength(5);

    const timeline = await screen.findByRole(
      'list',
      { name: 'Atividades da diligência' },
      { timeout: 8000 },
    );
    const entries = within(timeline).getAllByRole('listitem');
    expect(entries[0]!.textContent).toContain('Parte adicionada');
    expect(entries[0]!.textContent).toContain('Ana Souza · Sócio · 40,00%');
    expect(entries[1]!.textContent).toContain('ACAO_NOVA');
    expect(screen.getByText('2 de 3 atividades')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(
      await within(timeline).findByText('Diligência criada', {}, { timeout: 8000 }),
    ).toBeTruthy();
    expect(within(timeline).getByText('DD-2026-0007 · Aquisição')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    expect(requested).toContain('/diligences/d1/timeline?page=2');
  });

  it('says when the diligence does not exist', async () => {
    serve({});
    renderScreen('nao-existe');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Diligência não encontrada' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar às diligências' }).getAttribute('href')).toBe(
      '/diligence',
    );
  });

  it('shows the overview error with a retry, keeping the page', async () => {
    serve({
      '/diligences/d1': () => [200, DILIGENCE],
      '/diligences/d1/overview': () => [
        422,
        { error: { code: 'X', message: 'Visão geral indisponível.' } },
      ],
      '/diligences/d1/findings': () => [200, { items: [], total: 0, page: 1, pageSize: 10 }],
      '/diligences/d1/timeline': () => [200, { items: [], total: 0, page: 1, pageSize: 20 }],
    });
    renderScreen();
    expect(
      await screen.findByText('Visão geral indisponível.', {}, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
    expect(
      await screen.findByText('Nenhuma atividade registrada.', {}, { timeout: 8000 }),
    ).toBeTruthy();
  });
});
