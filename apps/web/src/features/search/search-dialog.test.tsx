import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { SearchResult } from '@lince/contracts/search';
import { verifyReportCode } from '../../shared/reports/verify-report.ts';
import { searchAll } from './api/search-all.ts';
import { SearchLauncher } from './search-launcher.tsx';

// A busy machine may take more than the default second to render a lazy chunk or a debounced answer.
configure({ asyncUtilTimeout: 5000 });
vi.mock('./api/search-all.ts', () => ({ searchAll: vi.fn() }));
const searchMock = vi.mocked(searchAll);
vi.mock('../../shared/reports/verify-report.ts', () => ({
  VERIFY_ACCEPT: '.pdf,.docx',
  verifyReportCode: vi.fn(),
  verifyReportFile: vi.fn(),
}));
const verifyMock = vi.mocked(verifyReportCode);

const RESULT: SearchResult = {
  diligences: [
    { _id: 'd1', code: 'DD-2026-0001', title: 'Aquisição da Fazenda São João', status: 'COLETA' },
    { _id: 'd2', code: 'DD-2026-0002', title: 'Crédito São João Agro', status: 'ANALISE' },
  ],
  entities: [
    {
      _id: 'e1',
      diligenceId: 'd1',
      diligenceCode: 'DD-2026-0001',
      kind: 'PF',
      name: 'João da Silva',
      document: '52998224725',
    },
    {
      _id: 'e2',
      diligenceId: 'd2',
      diligenceCode: 'DD-2026-0002',
      kind: 'PJ',
      name: 'São João Agropecuária Ltda',
      document: '12ABC34501DE35',
    },
  ],
  lawsuits: [],
};

const BY_CNJ: SearchResult = {
  diligences: [],
  entities: [],
  lawsuits: [
    {
      _id: 'l1',
      cnjNumber: '00012345620248260100',
      diligenceId: 'd1',
      diligenceCode: 'DD-2026-0001',
      entityId: 'e2',
      entityName: 'São João Agropecuária Ltda',
    },
  ],
};

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="Endereço">{pathname + search}</output>;
}

function renderApp() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <SearchLauncher />
            <label>
              Observação
              <input />
            </label>
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

const address = () => screen.getByRole('status', { name: 'Endereço' }).textContent;
const openByShortcut = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.keyboard('/');
  return screen.findByRole('dialog', { name: 'Buscar' }, { timeout: 5000 });
};

beforeEach(() => searchMock.mockReset());
afterEach(() => vi.useRealTimers());

describe('global search', { timeout: 30_000 }, () => {
  it('opens with "/" outside inputs, with Ctrl+K and Cmd+K anywhere, and from the button', async () => {
    const user = renderApp();
    await user.click(screen.getByRole('textbox', { name: 'Observação' }));
    await user.keyboard('/');
    expect(screen.getByRole('textbox', { name: 'Observação' })).toHaveProperty('value', '/');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Buscar' }, { timeout: 5000 });
    const input = within(dialog).getByRole('combobox', { name: 'Buscar' });
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(within(dialog).getByText(/Digite o código ou o título/)).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    (document.activeElement as HTMLElement | null)?.blur();
    await openByShortcut(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.keyboard('{Meta>}k{/Meta}');
    await screen.findByRole('dialog', { name: 'Buscar' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const button = screen.getByRole('button', { name: 'Buscar' });
    expect(button.getAttribute('aria-keyshortcuts')).toBe('/ Control+K Meta+K');
    await user.click(button);
    await screen.findByRole('dialog', { name: 'Buscar' });
  });

  it('asks once typing stops, aborting the previous request, and groups the results', async () => {
    const signals: AbortSignal[] = [];
    searchMock.mockImplementation((q, signal) => {
      signals.push(signal!);
      return q === 'sao'
        ? new Promise<SearchResult>(() => undefined) // still running when the user types on
        : Promise.resolve(RESULT);
    });
    const user = renderApp();
    const dialog = await openByShortcut(user);
    const input = within(dialog).getByRole('combobox');
    await user.type(input, 'sao');
    await waitFor(() => expect(searchMock).toHaveBeenCalledTimes(1));
    expect(searchMock.mock.calls[0]![0]).toBe('sao');
    await user.type(input, ' joao');
    await waitFor(() => expect(searchMock).toHaveBeenCalledTimes(2));
    expect(searchMock.mock.calls[1]![0]).toBe('sao joao');
    expect(signals[0]!.aborted).toBe(true);

    const listbox = await within(dialog).findByRole('listbox', { name: 'Resultados da busca' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-labelledby'))).toHaveLength(2);
    const diligences = within(listbox).getByRole('group', { name: 'Diligências' });
    const parties = within(listbox).getByRole('group', { name: 'Partes' });
    const diligenceOptions = within(diligences).getAllByRole('option');
    expect(diligenceOptions.map((o) => o.textContent)).toEqual([
      'DD-2026-0001Aquisição da Fazenda São JoãoColeta de documentos',
      'DD-2026-0002Crédito São João AgroEm análise',
    ]);
    const partyOptions = within(parties).getAllByRole('option');
    expect(partyOptions[0]!.textContent).toContain('João da Silva');
    expect(partyOptions[0]!.textContent).toContain('PF · 529.982.247-25 · DD-2026-0001');
    expect(partyOptions[1]!.textContent).toContain('PJ · 12.ABC.345/01DE-35 · DD-2026-0002');
  });

  it('moves with the arrows (wrapping), opens with Enter and closes', async () => {
    searchMock.mockResolvedValue(RESULT);
    const user = renderApp();
    const dialog = await openByShortcut(user);
    const input = within(dialog).getByRole('combobox');
    await user.type(input, 'joao');
    const options = await within(dialog).findAllByRole('option');
    const activeText = () =>
      document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    expect(activeText()).toContain('DD-2026-0001');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeText()).toContain('João da Silva');
    expect(options[2]!.getAttribute('aria-selected')).toBe('true');
    expect(options[0]!.getAttribute('aria-selected')).toBe('false');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(activeText()).toContain('São João Agropecuária');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(activeText()).toContain('João da Silva');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(address()).toBe('/diligence/d1?entity=e1');

    // Again: Enter right away opens the first result, a diligence.
    await openByShortcut(user);
    await user.type(screen.getByRole('combobox'), 'fazenda');
    await screen.findAllByRole('option');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(address()).toBe('/diligence/d1'));
  });

  it('works with the mouse', async () => {
    searchMock.mockResolvedValue(RESULT);
    const user = renderApp();
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await user.type(await screen.findByRole('combobox'), 'agro');
    const option = await screen.findByRole('option', { name: /Crédito São João Agro/ });
    await user.hover(option);
    expect(option.getAttribute('aria-selected')).toBe('true');
    await user.click(option);
    await waitFor(() => expect(address()).toBe('/diligence/d2'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when nothing matches and when the search fails (with a retry)', async () => {
    searchMock.mockResolvedValueOnce({ diligences: [], entities: [], lawsuits: [] });
    const user = renderApp();
    const dialog = await openByShortcut(user);
    const input = within(dialog).getByRole('combobox');
    await user.type(input, 'xyz');
    await within(dialog).findByText('Nenhum resultado para “xyz”.');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(within(dialog).queryByRole('listbox')).toBeNull();

    searchMock.mockRejectedValueOnce(new Error('falhou'));
    await user.type(input, 'w');
    await within(dialog).findByText('Não foi possível buscar. Tente novamente.');
    searchMock.mockResolvedValueOnce(RESULT);
    await user.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    await within(dialog).findByRole('listbox');
    expect(searchMock).toHaveBeenLastCalledWith('xyzw', expect.any(AbortSignal));
    // Clearing the text goes back to the hint, without asking.
    const calls = searchMock.mock.calls.length;
    await user.clear(input);
    await within(dialog).findByText(/Digite o código ou o título/);
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(searchMock).toHaveBeenCalledTimes(calls);
  });

  it('lists the lawsuits found by CNJ number, each opening its entity’s lawsuits', async () => {
    searchMock.mockResolvedValue(BY_CNJ);
    const user = renderApp();
    const dialog = await openByShortcut(user);
    await user.type(within(dialog).getByRole('combobox'), '0001234-56');
    const group = await within(dialog).findByRole('group', { name: 'Processos' });
    const [option] = within(group).getAllByRole('option');
    expect(option!.textContent).toBe(
      'Processo 0001234-56.2024.8.26.0100 — São João Agropecuária Ltda (DD-2026-0001)',
    );
    expect(searchMock).toHaveBeenLastCalledWith('0001234-56', expect.any(AbortSignal));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(address()).toBe('/diligence/d1/law-suits/e2'));
  });

  it('offers the verification of a report when the text is a verification code', async () => {
    searchMock.mockResolvedValue({ diligences: [], entities: [], lawsuits: [] });
    verifyMock.mockResolvedValue({ match: false, message: 'Nenhum relatório com este código.' });
    const user = renderApp();
    const dialog = await openByShortcut(user);
    // A ten-letter word is not taken for a code; the typed code is normalised.
    await user.type(within(dialog).getByRole('combobox'), 'transporte');
    await within(dialog).findByText('Nenhum resultado para “transporte”.');
    expect(within(dialog).queryByRole('group', { name: 'Verificação' })).toBeNull();
    await user.clear(within(dialog).getByRole('combobox'));
    await user.type(within(dialog).getByRole('combobox'), '7k3m-q9tz-2b');
    const group = await within(dialog).findByRole('group', { name: 'Verificação' });
    expect(within(group).getByRole('option').textContent).toBe('Verificar relatório 7K3M-Q9TZ-2B');
    await user.keyboard('{Enter}');
    const verify = await screen.findByRole('dialog', { name: 'Verificar relatório' });
    await within(verify).findByText(
      /Não confere: nenhum relatório emitido por esta empresa tem este código/,
    );
    expect(verifyMock).toHaveBeenCalledWith('7K3M-Q9TZ-2B');
    expect(within(verify).getByRole('textbox', { name: 'Código de verificação' })).toHaveProperty(
      'value',
      '7K3M-Q9TZ-2B',
    );
    // No navigation: the dialog opens over the page the user was on.
    expect(screen.getByRole('status', { name: 'Endereço', hidden: true }).textContent).toBe('/');
  });
});
