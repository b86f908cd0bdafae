import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TrackBody } from '@lince/contracts/tracks';
import { api } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { setSession } from '../../../lib/session.ts';
import { makeSession } from '../../../test/fixtures.ts';
import EditTrackScreen from '../screens/edit-track-screen.tsx';
import NewTrackScreen from '../screens/new-track-screen.tsx';
import { DOCUMENT_TYPES, serveApi, trackOf } from '../testing/track-fixtures.ts';

const originalAdapter = api.defaults.adapter;
afterEach(() => {
  api.defaults.adapter = originalAdapter;
  queryClient.clear();
});

function renderNewTrack() {
  setSession(makeSession({ role: 'ADMIN' }));
  const router = createMemoryRouter(
    [
      { path: '/new-track', element: <NewTrackScreen /> },
      { path: '/tracks/:id', element: <EditTrackScreen /> },
      { path: '/tracks', element: <p>Lista de trilhas</p> },
    ],
    { initialEntries: ['/new-track'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const user = () => userEvent.setup();
const titles = () =>
  screen
    .getAllByRole('textbox', { name: /Título da etapa/ })
    .map((input) => (input as HTMLInputElement).value);

async function fillGeneral(u: ReturnType<typeof userEvent.setup>) {
  await u.type(screen.getByRole('textbox', { name: /Nome da trilha/ }), 'Aquisição de empresa');
  await u.click(screen.getByRole('combobox', { name: /Finalidade/ }));
  await u.click(await screen.findByRole('option', { name: 'M&A' }));
  await u.click(screen.getByRole('button', { name: 'Próximo' }));
  await screen.findByRole('button', { name: 'Adicionar etapa' });
}

async function addSteps(u: ReturnType<typeof userEvent.setup>, names: string[]) {
  for (const name of names) {
    await u.click(screen.getByRole('button', { name: 'Adicionar etapa' }));
    const inputs = screen.getAllByRole('textbox', { name: /Título da etapa/ });
    await u.type(inputs[inputs.length - 1]!, name);
  }
}

describe('track stepper (/new-track)', { timeout: 60_000 }, () => {
  it('validates each step in Portuguese before moving on', async () => {
    serveApi({ 'GET /document-types/active': () => [200, { items: DOCUMENT_TYPES }] });
    renderNewTrack();
    const u = user();
    await screen.findByRole('heading', { level: 1, name: 'Nova trilha' });
    await u.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(
      await screen.findByText('Informe o nome da trilha (ao menos 3 caracteres).'),
    ).toBeTruthy();
    expect(screen.getByText('Escolha a finalidade.')).toBeTruthy();
    // Still on step 1, marked as having fields to fix.
    expect(screen.getByRole('textbox', { name: /Nome da trilha/ })).toBeTruthy();
    expect(screen.getByText('Há campos a corrigir')).toBeTruthy();

    await fillGeneral(u);
    await u.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByText('Inclua ao menos uma etapa.')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Adicionar etapa' }));
    await u.type(screen.getByRole('textbox', { name: /Prazo/ }), '0');
    await u.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByText('Informe o título da etapa.')).toBeTruthy();
    expect(screen.getByText('O prazo deve ser de ao menos 1 dia.')).toBeTruthy();

    await u.type(screen.getByRole('textbox', { name: /Título da etapa/ }), 'Coleta');
    await u.clear(screen.getByRole('textbox', { name: /Prazo/ }));
    await u.type(screen.getByRole('textbox', { name: /Prazo/ }), '10');
    await u.click(screen.getByRole('button', { name: 'Próximo' }));
    // Step 3: a document added without a type is refused.
    await u.click(
      await screen.findByRole('button', { name: 'Adicionar documento à etapa Coleta' }),
    );
    await u.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByText('Escolha o tipo de documento.')).toBeTruthy();
  });

  it('saves a draft (POST) with the steps in order and opens it at /tracks/:id', async () => {
    let posted: TrackBody | undefined;
    const calls = serveApi({
      'GET /document-types/active': () => [200, { items: DOCUMENT_TYPES }],
      'POST /tracks': (config) => {
        posted = JSON.parse(config.data as string) as TrackBody;
        return [201, trackOf(posted)];
      },
      'GET /tracks/tv1': () => [200, trackOf(posted!)],
    });
    const router = renderNewTrack();
    const u = user();
    await screen.findByRole('heading', { level: 1, name: 'Nova trilha' });
    await fillGeneral(u);
    await addSteps(u, ['Coleta', 'Análise']);
    await u.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tracks/tv1'));
    expect(router.state.location.search).toBe('?etapa=2');
    expect(posted).toEqual({
      name: 'Aquisição de empresa',
      purpose: 'M_A',
      description: '',
      steps: [
        { title: 'Coleta', slaDays: null, requirements: [], checks: [] },
        { title: 'Análise', slaDays: null, requirements: [], checks: [] },
      ],
    });
    expect(calls.filter((c) => c.method === 'post')).toHaveLength(1);
    // The saved draft opens in the same stepper, on the same step, with nothing unsaved.
    await screen.findByRole('heading', { level: 1, name: 'Editar trilha: Aquisição de empresa' });
    expect(titles()).toEqual(['Coleta', 'Análise']);
  });

  it('reorders the steps with the keyboard (arrow buttons), announcing each move', async () => {
    serveApi({ 'GET /document-types/active': () => [200, { items: DOCUMENT_TYPES }] });
    renderNewTrack();
    const u = user();
    await screen.findByRole('heading', { level: 1, name: 'Nova trilha' });
    await fillGeneral(u);
    await addSteps(u, ['Coleta', 'Análise', 'Parecer']);
    expect(titles()).toEqual(['Coleta', 'Análise', 'Parecer']);

    const up = screen.getByRole('button', { name: 'Mover Parecer para cima' });
    up.focus();
    await u.keyboard('{Enter}');
    expect(titles()).toEqual(['Coleta', 'Parecer', 'Análise']);
    expect(screen.getByText('Parecer movida para a posição 2 de 3.').getAttribute('role')).toBe(
      'status',
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Mover Parecer para cima' }),
      ),
    );
    // At the top the "up" button is disabled: the focus moves to "down", still on the same step.
    await u.keyboard(' ');
    expect(titles()).toEqual(['Parecer', 'Coleta', 'Análise']);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Mover Parecer para baixo' }),
      ),
    );
    expect(screen.getByRole('button', { name: 'Mover Parecer para cima' })).toHaveProperty(
      'disabled',
      true,
    );
    await u.keyboard('{Enter}');
    expect(titles()).toEqual(['Coleta', 'Parecer', 'Análise']);

    // The summary (step 5) lists the steps in the new order.
    await u.click(screen.getByRole('button', { name: /^Revisão/ }));
    const summary = await screen.findByRole('list', { name: 'Etapas' });
    expect(
      within(summary)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['1. Coleta', '2. Parecer', '3. Análise']);
  });
});
