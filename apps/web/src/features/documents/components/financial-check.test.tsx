import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AxiosResponse } from 'axios';
import { MemoryRouter } from 'react-router';
import { FINANCIAL_LINE_KEYS, FINANCIAL_RATIO_KEYS } from '@lince/contracts/financial-lines';
import { FINANCIAL_SUBTOTAL_KEYS } from '@lince/contracts/financial-lines';
import type { Role } from '@lince/contracts/roles';
import { api } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { setSession } from '../../../lib/session.ts';
import { makeSession } from '../../../test/fixtures.ts';
import { FinancialCheck } from './financial-check.tsx';

const CNPJ = '11222333000181';
const amounts = (keys: readonly string[], value: string) =>
  Object.fromEntries(keys.map((k) => [k, value]));
const statement = (fiscalYear: number) => ({
  _id: `s${fiscalYear}`,
  financialCompanyId: 'f1',
  fiscalYear,
  periodType: 'ANUAL',
  periodEnd: `${fiscalYear}-12-31`,
  audited: false,
  source: 'MANUAL',
  sourceFile: null,
  lines: { ...amounts(FINANCIAL_LINE_KEYS, '0.00'), disponibilidades: `${fiscalYear}000.50` },
  subtotals: { ...amounts(FINANCIAL_SUBTOTAL_KEYS, '0.00'), ativoTotal: '1234567.89' },
  balanceDifference: '0.00',
  balanceWarning: null,
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
});
const year = (fiscalYear: number) => ({
  fiscalYear,
  statementId: `s${fiscalYear}`,
  periodType: 'ANUAL',
  periodEnd: `${fiscalYear}-12-31`,
  audited: false,
  ratios: {
    ...Object.fromEntries(FINANCIAL_RATIO_KEYS.map((k) => [k, 0.5])),
    liquidezCorrente: 1.5,
  },
  reasons: {},
  subtotals: amounts(FINANCIAL_SUBTOTAL_KEYS, '0.00'),
  balanceDifference: '0.00',
  horizontal: { comparedTo: null, changes: {} },
  vertical: {},
});

const RESPONSES: Record<string, unknown> = {
  '/diligences/d1/entities/e1/checks': {
    items: [{ kind: 'FINANCEIRO', status: 'CONCLUIDA', stepTitle: 'Análise', note: null }],
  },
  '/diligences/d1/entities/e1/financial-statements': {
    cnpj: CNPJ,
    financialCompanyId: 'f1',
    fiscalYears: [2023, 2024],
    satisfied: true,
  },
  '/diligences/d1/entities/e1/financial-statements/statements': {
    company: { _id: 'f1', cnpj: CNPJ, name: 'Construtora Alfa S.A.' },
    items: [statement(2024), statement(2023)],
    analysis: { years: [year(2023), year(2024)] },
  },
};

const originalAdapter = api.defaults.adapter;
afterEach(() => {
  api.defaults.adapter = originalAdapter;
  queryClient.clear();
});

function renderAs(role: Role) {
  setSession(makeSession({ _id: 'me', role }));
  const asked: string[] = [];
  api.defaults.adapter = async (config) => {
    const url = (config.url ?? '').replace(/^\/v1/, '');
    asked.push(url);
    const data = RESPONSES[url];
    return { status: data ? 200 : 404, statusText: '', headers: {}, config, data } as AxiosResponse;
  };
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <FinancialCheck diligenceId="d1" entityId="e1" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return asked;
}

describe('FinancialCheck', () => {
  it('a DEFAULT analyst sees the check and reads the statements and ratios in a dialog, without any edit', async () => {
    renderAs('DEFAULT');
    await screen.findByText('CNPJ 11.222.333/0001-81: Exercícios 2023, 2024 cadastrados.');
    screen.getByText('Verificação da trilha: Concluída (Análise)');
    expect(screen.queryByRole('link', { name: /demonstrações financeiras/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ver demonstrações financeiras' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Demonstrações financeiras — Construtora Alfa S.A.',
    });
    const accounts = await within(dialog).findByRole('table', {
      name: 'Demonstrações por exercício (R$)',
    });
    const header = within(accounts)
      .getAllByRole('columnheader')
      .map((c) => c.textContent);
    expect(header).toEqual(['Conta (R$)', '2023', '2024']);
    const cash = within(accounts).getByRole('row', { name: /^Disponibilidades/ });
    expect(
      within(cash)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2.023.000,50', '2.024.000,50']);
    const ratios = within(dialog).getByRole('table', { name: 'Índices por exercício' });
    const current = within(ratios).getByRole('row', { name: /Liquidez corrente/ });
    expect(
      within(current)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1,50', '1,50']);
    expect(within(dialog).queryByRole('button', { name: /Editar|Importar|Excluir/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an ADMIN goes to the FinancialStatement screen instead', async () => {
    const asked = renderAs('ADMIN');
    const link = await screen.findByRole('link', { name: 'Ver demonstrações financeiras' });
    expect(link.getAttribute('href')).toBe('/financial-statement?company=f1');
    expect(asked).not.toContain('/diligences/d1/entities/e1/financial-statements/statements');
  });
});
