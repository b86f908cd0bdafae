import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Home } from '@lince/contracts/workspace';
import { getHome } from '../api/get-home.ts';
import type * as HomeApi from '../api/get-home.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { setSession } from '../../../lib/session.ts';
import { makeSession } from '../../../test/fixtures.ts';
import HomeScreen from './home-screen.tsx';

// A busy machine may take more than the default second to render a lazy chunk or a debounced answer.
configure({ asyncUtilTimeout: 5000 });
// The screen reads through `homeQuery()`: its request function is the mock.
vi.mock('../api/get-home.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof HomeApi>();
  const getHome = vi.fn<typeof actual.getHome>();
  return { ...actual, getHome, homeQuery: () => ({ ...actual.homeQuery(), queryFn: getHome }) };
});
const getHomeMock = vi.mocked(getHome);
afterEach(() => {
  queryClient.clear();
  getHomeMock.mockReset();
});

const NOW = '2026-11-22T15:00:00.000Z';
const item = (id: string, code: string, overdue: boolean, dueDate: string) => ({
  _id: id,
  code,
  title: `Diligência ${code}`,
  purpose: 'CREDITO' as const,
  status: 'COLETA' as const,
  priority: 'MEDIA' as const,
  risk: { computed: null, rating: null, justification: null },
  owner: { _id: 'u1', name: 'Ana Souza', avatar: null },
  dueDate,
  overdue,
  progress: { done: 0, required: 0 },
  statusChangedAt: NOW,
  createdAt: NOW,
});
const HOME: Home = {
  myByStatus: [
    { status: 'A_INICIAR', count: 2 },
    { status: 'COLETA', count: 1 },
    { status: 'ANALISE', count: 0 },
    { status: 'REVISAO', count: 0 },
    { status: 'CONCLUIDA', count: 0 },
    { status: 'CANCELADA', count: 0 },
  ],
  // Given out of order: the overdue one must still come first.
  dueSoon: [
    item('d2', 'DD-2026-0002', false, '2099-01-01'),
    item('d1', 'DD-2026-0001', true, '2026-11-01'),
  ],
  overdueCount: 1,
  expiringDocuments: {
    items: [
      {
        documentId: 'doc1',
        diligenceId: 'd1',
        diligenceCode: 'DD-2026-0001',
        entityId: 'e1',
        entityName: 'Agro S.A.',
        documentTypeName: 'CND Federal',
        validUntil: '2026-11-10',
        expired: true,
        beforeDueDate: true,
      },
      {
        documentId: 'doc2',
        diligenceId: 'd2',
        diligenceCode: 'DD-2026-0002',
        entityId: 'e2',
        entityName: 'Beta Ltda.',
        documentTypeName: 'CRF do FGTS',
        validUntil: '2026-12-01',
        expired: false,
        beforeDueDate: true,
      },
    ],
    total: 12,
  },
  recentActivity: [
    {
      _id: 'a1',
      action: 'DILIGENCE_CREATED',
      targetType: 'diligence',
      targetId: 'd1',
      summary: { after: { code: 'DD-2026-0001', title: 'Compra da fazenda' } },
      target: { label: 'DD-2026-0001 — Compra da fazenda', diligenceId: 'd1', entityId: null },
      ip: null,
      at: NOW,
      user: { _id: 'u2', name: 'Bruno Lima', email: 'b@demo.test' },
      company: { _id: 'c1', name: 'Demo' },
    },
    {
      _id: 'a2',
      action: 'ENTITY_UPDATED',
      targetType: 'entity',
      targetId: 'e1',
      summary: { diligenceId: 'd1', before: { name: 'Agro Ltda' }, after: { name: 'Agro S.A.' } },
      target: { label: 'Agro S.A.', diligenceId: 'd1', entityId: 'e1' },
      ip: null,
      at: NOW,
      user: null,
      company: { _id: 'c1', name: 'Demo' },
    },
    {
      _id: 'a3',
      action: 'ENTITY_DELETED',
      targetType: 'entity',
      targetId: 'e9',
      summary: {},
      target: null,
      ip: null,
      at: NOW,
      user: { _id: 'u2', name: 'Bruno Lima', email: 'b@demo.test' },
      company: { _id: 'c1', name: 'Demo' },
    },
  ],
};

function renderHome() {
  setSession(makeSession({ _id: 'u1', name: 'Ana Souza' }));
  const router = createMemoryRouter([{ path: '*', element: <HomeScreen /> }]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('Home screen', { timeout: 30_000 }, () => {
  it('greets the user and shows counts, deadlines (overdue first) and activity with links', async () => {
    getHomeMock.mockResolvedValue(HOME);
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Olá, Ana!' })).toBeTruthy();
    const mine = await screen.findByRole('region', { name: 'Minhas diligências' });
    expect(within(mine).getByRole('link', { name: '2 A iniciar' }).getAttribute('href')).toBe(
      '/diligence?status=A_INICIAR&memberId=u1',
    );
    expect(within(mine).getAllByRole('link')).toHaveLength(6);

    const due = screen.getByRole('region', { name: 'Prazos nos próximos 7 dias' });
    expect(within(due).getByText('1 atrasada')).toBeTruthy();
    const rows = within(within(due).getByRole('list')).getAllByRole('link');
    expect(rows.map((r) => r.getAttribute('href'))).toEqual(['/diligence/d1', '/diligence/d2']);
    expect(rows[0]!.textContent).toContain('01/11/2026 (atrasada)');

    const expiring = screen.getByRole('region', { name: 'Documentos vencendo' });
    expect(within(expiring).getByText('2 de 12')).toBeTruthy();
    const [expired, soon] = within(
      within(expiring).getByRole('list', { name: 'Documentos vencidos ou vencendo' }),
    ).getAllByRole('link');
    expect(expired!.getAttribute('href')).toBe('/diligence/d1/doc1');
    expect(expired!.textContent).toBe(
      'CND FederalDD-2026-0001 · Agro S.A.Venceu em 10/11/2026Vencido',
    );
    expect(soon!.getAttribute('href')).toBe('/diligence/d2/doc2');
    expect(soon!.textContent).toContain('Vence em 01/12/2026Antes do prazo da diligência');

    const activity = screen.getByRole('region', { name: 'Atividade recente da equipe' });
    const [created, updated, unknown] = within(activity).getAllByRole('listitem');
    expect(created!.textContent).toContain(
      'Bruno Lima · Diligência criada · DD-2026-0001 — Compra da fazenda',
    );
    expect(within(created!).getByRole('link').getAttribute('href')).toBe('/diligence/d1');
    expect(updated!.textContent).toContain('Sistema · Parte alterada · Agro S.A.');
    expect(within(updated!).getByRole('link').getAttribute('href')).toBe('/diligence/d1?entity=e1');
    expect(unknown!.textContent).toContain('Bruno Lima · Parte removida');
    expect(within(unknown!).queryByRole('link')).toBeNull();

    const shortcuts = screen.getByRole('navigation', { name: 'Atalhos' });
    expect(
      within(shortcuts).getByRole('link', { name: 'Nova diligência' }).getAttribute('href'),
    ).toBe('/diligence?new=1');
    expect(
      within(shortcuts).getByRole('link', { name: 'Quadro de diligências' }).getAttribute('href'),
    ).toBe('/diligence-kanban');
  });

  it('invites to create the first diligence and says when lists are empty', async () => {
    getHomeMock.mockResolvedValue({
      myByStatus: HOME.myByStatus.map((s) => ({ ...s, count: 0 })),
      dueSoon: [],
      overdueCount: 0,
      recentActivity: [],
      expiringDocuments: { items: [], total: 0 },
    });
    renderHome();
    const invite = await screen.findByRole('link', { name: 'Criar a primeira diligência' });
    expect(invite.getAttribute('href')).toBe('/diligence?new=1');
    expect(screen.getByText('Nenhuma diligência sua vence nos próximos 7 dias.')).toBeTruthy();
    expect(screen.getByText('Nenhuma atividade recente da equipe.')).toBeTruthy();
    expect(
      screen.getByText(
        'Nenhum documento das suas diligências vence nos próximos 30 dias nem antes do prazo da diligência.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/atrasada/)).toBeNull();
  });

  it('shows placeholders while loading, then an error with a retry that works', async () => {
    getHomeMock.mockRejectedValueOnce(new Error('falhou'));
    const user = renderHome();
    expect(screen.getByLabelText('Carregando o início')).toBeTruthy();
    await screen.findByText('Não foi possível carregar o início.', {}, { timeout: 5000 });
    getHomeMock.mockResolvedValueOnce(HOME);
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await screen.findByRole('link', { name: '2 A iniciar' });
  });
});
