import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { entity, registration } from '../testing/registration-fixtures.ts';
import { ManualDialog } from './manual-dialog.tsx';

describe('ManualDialog', () => {
  it('a company corrected by hand, with its QSA rows (added and removed) goes out as the API’s data', async () => {
    const user = userEvent.setup();
    /** Pasted, not typed key by key: the same events for the form, in a fraction of the time. */
    const fill = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const base = registration().data;
    const shown =
      base.kind === 'PJ' ? { ...base, situacaoCadastral: 'SUSPENSA' as const, qsa: [] } : base;
    render(<ManualDialog entity={entity()} shown={shown} onSubmit={onSubmit} onClose={vi.fn()} />);
    await user.clear(screen.getByRole('textbox', { name: 'Capital social (R$)' }));
    await fill(screen.getByRole('textbox', { name: 'Capital social (R$)' }), '10.000,5');
    await user.click(screen.getByRole('button', { name: 'Adicionar sócio' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar sócio' }));
    await fill(screen.getByRole('textbox', { name: /Nome do sócio 1/ }), 'Primeiro');
    await fill(screen.getByRole('textbox', { name: /Nome do sócio 2/ }), 'Segunda Sócia');
    await user.click(screen.getByRole('button', { name: 'Remover sócio 1' }));
    expect(screen.queryByRole('textbox', { name: /Nome do sócio 2/ })).toBeNull();
    await fill(screen.getAllByRole('textbox', { name: 'CPF/CNPJ' })[0]!, '529.982.247-25');
    await user.click(screen.getByRole('button', { name: 'Registrar dados' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      kind: 'PJ',
      razaoSocial: 'CONSTRUTORA ÁGUIA AZUL LTDA',
      situacaoCadastral: 'SUSPENSA',
      dataInicioAtividade: '2005-11-03',
      capitalSocial: '10000.50',
      qsa: [{ nome: 'Segunda Sócia', documento: '52998224725', qualificacao: '', entrada: null }],
    });
  });

  it('a person: nome, situação do CPF and birth, from the snapshot shown', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const shown = {
      kind: 'PF',
      nome: 'ANA',
      situacaoCpf: 'NULA',
      nascimento: '1980-02-01',
    } as const;
    render(
      <ManualDialog
        entity={entity({ kind: 'PF', name: 'Ana' })}
        shown={registration({ data: shown }).data}
        onSubmit={onSubmit}
        onClose={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Registrar dados' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(shown));
  });
});
