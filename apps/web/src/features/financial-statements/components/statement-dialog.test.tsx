import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { httpError } from '../../../test/fixtures.ts';
import { StatementDialog } from './statement-dialog.tsx';

const userEvent = userEventLib.setup({ delay: null });

function open() {
  const onSave = vi.fn(async (_body: unknown) => undefined);
  render(<StatementDialog statement={null} defaultYear={2024} onClose={vi.fn()} onSave={onSave} />);
  return { dialog: screen.getByRole('dialog', { name: 'Nova demonstração financeira' }), onSave };
}

async function type(dialog: HTMLElement, label: string, text: string) {
  const field = within(dialog).getByRole('textbox', { name: label });
  await userEvent.click(field);
  await userEvent.paste(text);
}

const output = (dialog: HTMLElement, name: string) =>
  within(dialog)
    .getByRole('status', { name })
    .textContent?.replace(/\u00a0/g, ' ');

/** Twenty-two amount fields and a date picker render slowly in jsdom on a busy machine. */
describe('StatementDialog', { timeout: 90_000 }, () => {
  it('computes the subtotals as the lines are typed and warns while the balance does not close', async () => {
    const { dialog } = open();
    expect(output(dialog, 'Ativo total')).toBe('R$ 0,00');
    await type(dialog, 'Disponibilidades', '1.000,50');
    await type(dialog, 'Imobilizado', '2.000');
    expect(output(dialog, 'Ativo circulante (total)')).toBe('R$ 1.000,50');
    expect(output(dialog, 'Ativo total')).toBe('R$ 3.000,50');
    await within(dialog).findByText(/difere do passivo \+ patrimônio líquido/);
    await type(dialog, 'Fornecedores', '500,50');
    await type(dialog, 'Patrimônio líquido', '2.500');
    expect(output(dialog, 'Passivo + patrimônio líquido')).toBe('R$ 3.000,50');
    await waitFor(() =>
      expect(within(dialog).queryByText(/difere do passivo \+ patrimônio líquido/)).toBeNull(),
    );
    await type(dialog, 'Receita bruta', '10.000');
    await type(dialog, '(-) IR e CSLL', '-100');
    expect(output(dialog, 'Lucro líquido')).toBe('R$ 10.100,00');
    await type(dialog, 'Clientes', '1,2,3');
    expect(output(dialog, 'Ativo total')).toBe('—');
  });

  it('takes a net operating gain as a negative operating expense, and says so on the line', async () => {
    const { dialog, onSave } = open();
    const field = within(dialog).getByRole('textbox', { name: '(-) Despesas operacionais' });
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Líquidas das outras receitas operacionais: positivo é despesa; um ganho líquido entra negativo (ex.: -1.234,56).',
      ),
    ).toBeTruthy();
    await type(dialog, 'Receita bruta', '1.000');
    await type(dialog, '(-) Despesas operacionais', '-150');
    expect(output(dialog, 'Lucro operacional (EBIT)')).toBe('R$ 1.150,00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar demonstração' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      lines: { receitaBruta: '1000.00', despesasOperacionais: '-150.00' },
    });
  });

  it('refuses a bad amount by its line, then sends decimal strings', async () => {
    const { dialog, onSave } = open();
    await type(dialog, 'Estoques', '-5');
    await type(dialog, 'Receita bruta', '1.234,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar demonstração' }));
    await within(dialog).findByText('Estoques: informe um valor sem sinal negativo.');
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Estoques' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Auditada' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar demonstração' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual({
      fiscalYear: 2024,
      periodType: 'ANUAL',
      audited: true,
      lines: { receitaBruta: '1234.50' },
    });
  });

  it('puts the 409 of a second annual statement on the year', async () => {
    const { dialog, onSave } = open();
    onSave.mockRejectedValueOnce(
      httpError(409, {
        error: {
          code: 'CONFLICT',
          message: 'Já existe uma demonstração deste período para a empresa.',
        },
      }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar demonstração' }));
    await within(dialog).findByText('Já existe uma demonstração deste período para a empresa.');
    expect(
      within(dialog)
        .getByRole('textbox', { name: /Exercício/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });
});
