import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AxiosAdapter, AxiosResponse } from 'axios';
import type { NameSuggestion } from '@lince/contracts/financial-statements';
import { api } from '../../../lib/api-client.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { CompanyDialog } from './company-dialog.tsx';

const CNPJ = '11222333000181';
const SUGGESTED = 'ASSOCIACAO SOCIAL UNIFAVELA';

/** Answers the name suggestion as the API does, after `delay` ms. */
function serve(delay = 0) {
  const adapter: AxiosAdapter = async (config) => {
    await new Promise((resolve) => setTimeout(resolve, delay));
    const data: NameSuggestion = {
      cnpj: CNPJ,
      name: SUGGESTED,
      from: 'CADASTRO',
      financialCompanyId: null,
    };
    return { status: 200, statusText: '', headers: {}, config, data } as AxiosResponse;
  };
  api.defaults.adapter = adapter;
}

function renderDialog(initialCnpj = '') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CompanyDialog
        initialCnpj={initialCnpj}
        onClose={vi.fn()}
        onCreated={vi.fn()}
        onOpen={vi.fn()}
      />
    </QueryClientProvider>,
  );
  return screen.getByRole('textbox', { name: /Nome \(razão social\)/ });
}

describe('CompanyDialog: the name suggested from the CNPJ', () => {
  const original = api.defaults.adapter;
  afterEach(() => {
    api.defaults.adapter = original;
  });

  it('fills an untouched name', async () => {
    serve();
    const name = renderDialog(CNPJ);
    await waitFor(() => expect(name).toHaveProperty('value', SUGGESTED));
    expect(screen.queryByRole('button', { name: /^Usar em/ })).toBeNull();
  });

  it('never writes over or glues to what was typed: it offers "Usar: …"', async () => {
    serve(50);
    const name = renderDialog(CNPJ);
    await userEvent.type(name, 'Unifavela Ltda');
    const use = await screen.findByRole('button', {
      name: `Usar em Nome (razão social): ${SUGGESTED}`,
    });
    expect(name).toHaveProperty('value', 'Unifavela Ltda');
    await userEvent.click(use);
    expect(name).toHaveProperty('value', SUGGESTED);
    expect(screen.queryByRole('button', { name: /^Usar em/ })).toBeNull();
  });
});
