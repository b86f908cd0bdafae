import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import type { Finding } from '@lince/contracts/findings';
import { api } from '../../lib/api-client.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { FindingsPanel, type FindingsPanelProps } from './findings-panel.tsx';

const finding = (over: Partial<Finding> = {}): Finding => ({
  _id: 'f1',
  diligenceId: 'd1',
  target: 'ENTIDADE',
  entityId: 'e1',
  entityName: 'Alvo S.A.',
  documentId: null,
  documentTypeName: null,
  title: 'Dívida ativa',
  description: 'Inscrição em dívida ativa da União.',
  severity: 'ALTA',
  recommendation: 'Exigir parcelamento.',
  resolved: false,
  resolvedAt: null,
  resolvedBy: null,
  createdAt: '2026-11-20T15:00:00.000Z',
  createdBy: { _id: 'u1', name: 'Ana Souza' },
  updatedAt: '2026-11-20T15:00:00.000Z',
  ...over,
});

interface Call {
  method: string;
  url: string;
  params: unknown;
  body: unknown;
}

/** A small in-memory findings API at the HTTP adapter. */
function serve(initial: Finding[] = []) {
  let items = [...initial];
  const calls: Call[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body = config.data ? JSON.parse(config.data as string) : undefined;
    calls.push({ method, url, params: config.params, body });
    let status = 200;
    let data: unknown = null;
    const id = /\/findings\/(\w+)$/.exec(url)?.[1];
    if (method === 'GET') {
      const { page = 1, pageSize = 10 } = config.params as { page?: number; pageSize?: number };
      const slice = items.slice((page - 1) * pageSize, page * pageSize);
      data = { items: slice, total: items.length, page, pageSize };
    } else if (method === 'POST') {
      if (body.title === 'Recusado')
        [status, data] = [
          400,
          {
            error: {
              code: 'VALIDATION_ERROR',
              message: 'Dados inválidos.',
              details: [{ path: 'title', message: 'Título recusado pelo servidor.' }],
            },
          },
        ];
      else {
        const created = finding({ ...body, _id: `f${items.length + 2}` });
        items = [created, ...items];
        [status, data] = [201, created];
      }
    } else if (method === 'PATCH') {
      items = items.map((f) =>
        f._id === id
          ? {
              ...f,
              ...body,
              resolvedAt: body.resolved ? '2026-11-25T12:00:00.000Z' : null,
              resolvedBy: body.resolved ? { _id: 'u1', name: 'Ana Souza' } : null,
            }
          : f,
      );
      data = items.find((f) => f._id === id);
    } else if (method === 'DELETE') {
      items = items.filter((f) => f._id !== id);
      status = 204;
    }
    const response: AxiosResponse = { status, statusText: '', headers: {}, config, data };
    if (status >= 400) throw new AxiosError('erro', 'ERR_BAD_REQUEST', config, null, response);
    return response;
  };
  api.defaults.adapter = adapter;
  return calls;
}

function renderPanel(props: Partial<FindingsPanelProps> = {}) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <FindingsPanel diligenceId="d1" {...props} />
    </QueryClientProvider>,
  );
}

async function chooseSeverity(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('combobox', { name: /Gravidade/ }));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('FindingsPanel', () => {
  const originalAdapter = api.defaults.adapter;
  afterEach(() => {
    api.defaults.adapter = originalAdapter;
  });

  it('says when there is none, and records one about its entity', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderPanel({ entityId: 'e1' });
    expect(await screen.findByText('Nenhum apontamento registrado.')).toBeTruthy();
    expect(calls[0]).toMatchObject({ url: '/diligences/d1/findings', params: { entityId: 'e1' } });
    await user.click(screen.getByRole('button', { name: 'Novo apontamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo apontamento' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Título/ }),
      'Protesto em cartório',
    );
    await chooseSeverity(user, 'Crítica');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar apontamento' }));
    const item = await screen.findByRole('listitem', { name: 'Protesto em cartório' });
    expect(within(item).getByLabelText('Gravidade: Crítica')).toBeTruthy();
    expect(within(item).getByText('Em aberto')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Protesto em cartório',
      severity: 'CRITICA',
      description: '',
      recommendation: '',
      entityId: 'e1',
    });
  });

  it('on an area’s screen lists and records the findings of that area of the entity', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderPanel({ entityId: 'e1', area: 'PROCESSO' });
    expect(await screen.findByText('Nenhum apontamento registrado.')).toBeTruthy();
    expect(calls[0]?.params).toMatchObject({ entityId: 'e1', target: 'PROCESSO' });
    await user.click(screen.getByRole('button', { name: 'Novo apontamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo apontamento' });
    await user.type(within(dialog).getByRole('textbox', { name: /Título/ }), 'Execução fiscal');
    await chooseSeverity(user, 'Alta');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar apontamento' }));
    await screen.findByRole('listitem', { name: 'Execução fiscal' });
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      entityId: 'e1',
      area: 'PROCESSO',
    });
  });

  it('validates with the contracts’ messages and shows the server’s field message', async () => {
    serve();
    const user = userEvent.setup();
    renderPanel({ documentId: 'doc1' });
    await user.click(await screen.findByRole('button', { name: 'Novo apontamento' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar apontamento' }));
    expect(await within(dialog).findByText('Informe o título.')).toBeTruthy();
    expect(within(dialog).getByText('Escolha a gravidade.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Título/ }), 'Recusado');
    await chooseSeverity(user, 'Baixa');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar apontamento' }));
    expect(await within(dialog).findByText('Título recusado pelo servidor.')).toBeTruthy();
  });

  it('resolves, reopens, edits and removes (after confirming)', async () => {
    const calls = serve([finding()]);
    const user = userEvent.setup();
    renderPanel();
    const item = await screen.findByRole('listitem', { name: 'Dívida ativa' });
    expect(within(item).getByText('Parte: Alvo S.A.')).toBeTruthy();
    expect(within(item).getByText(/Exigir parcelamento/)).toBeTruthy();
    await user.click(
      within(item).getByRole('button', { name: 'Resolver apontamento Dívida ativa' }),
    );
    expect(await within(item).findByText('Resolvido em 25/11/2026 por Ana Souza')).toBeTruthy();
    await user.click(
      within(item).getByRole('button', { name: 'Reabrir apontamento Dívida ativa' }),
    );
    expect(await within(item).findByText('Em aberto')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { resolved: true },
      { resolved: false },
    ]);

    await user.click(within(item).getByRole('button', { name: 'Editar apontamento Dívida ativa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar apontamento' });
    const title = within(dialog).getByRole('textbox', { name: /Título/ });
    await user.clear(title);
    await user.type(title, 'Dívida ativa parcelada');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('listitem', { name: 'Dívida ativa parcelada' })).toBeTruthy();

    await user.click(
      screen.getByRole('button', { name: 'Remover apontamento Dívida ativa parcelada' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Remover apontamento' });
    await user.click(within(confirm).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Nenhum apontamento registrado.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/diligences/d1/findings/f1')).toBe(
      true,
    );
  });

  it('opens prefilled with a proposal; on the overview a finding may be about an entity', async () => {
    const calls = serve();
    const user = userEvent.setup();
    const onProposalClose = vi.fn();
    renderPanel({
      proposal: { title: 'Certidão positiva', severity: 'ALTA', description: 'CND positiva.' },
      onProposalClose,
      entityOptions: [{ _id: 'e9', name: 'Sócio Ltda.' }],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Novo apontamento' });
    expect(
      (within(dialog).getByRole('textbox', { name: /Título/ }) as HTMLInputElement).value,
    ).toBe('Certidão positiva');
    await user.click(within(dialog).getByRole('combobox', { name: /Sobre/ }));
    await user.click(await screen.findByRole('option', { name: 'Sócio Ltda.' }));
    await user.click(within(dialog).getByRole('button', { name: 'Registrar apontamento' }));
    await waitFor(() => expect(onProposalClose).toHaveBeenCalledTimes(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      title: 'Certidão positiva',
      severity: 'ALTA',
      entityId: 'e9',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('pages a long list on the server', async () => {
    const calls = serve(
      Array.from({ length: 12 }, (_, i) => finding({ _id: `f${i}`, title: `Apontamento ${i}` })),
    );
    const user = userEvent.setup();
    renderPanel({ entityId: 'e1' });
    expect(await screen.findByText('12 apontamentos')).toBeTruthy();
    expect(screen.getAllByRole('listitem', { name: /^Apontamento / })).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Ir para a página 2' }));
    expect(await screen.findByRole('listitem', { name: 'Apontamento 11' })).toBeTruthy();
    expect(calls.at(-1)?.params).toEqual({ entityId: 'e1', page: 2, pageSize: 10 });
    expect(screen.getByRole('button', { name: 'Página atual, 2' })).toBeTruthy();
  });
});
