import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { cnjCheckDigits, formatCnj } from '@lince/contracts/br/cnj';
import type { Lawsuit } from '@lince/contracts/lawsuits';
import { httpError } from '../../../test/fixtures.ts';
import { LawsuitDialog } from './lawsuit-dialog.tsx';

const CNJ = `0004321${cnjCheckDigits('0004321', '2022', '5', '02', '0001')}20225020001`;
const TYPO = `0004322${CNJ.slice(7)}`;
/** No pause between keys: the dialog has many fields and a CNJ number is 20 digits. */
const userEvent = userEventLib.setup({ delay: null });
const DIGITS_MESSAGE =
  'Número CNJ inválido: os dígitos verificadores não conferem (confira se há erro de digitação).';

function open(lawsuit: Lawsuit | null = null) {
  const onCreate = vi.fn(async () => undefined);
  const onUpdate = vi.fn(async () => undefined);
  const onClose = vi.fn();
  render(
    <LawsuitDialog lawsuit={lawsuit} onClose={onClose} onCreate={onCreate} onUpdate={onUpdate} />,
  );
  const dialog = screen.getByRole('dialog');
  return { dialog, onCreate, onUpdate, onClose };
}

/** Puts `text` into a field as a paste (the mask still applies): faster than key by key. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function pick(dialog: HTMLElement, label: RegExp, option: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** A dialog of sixteen fields (two date pickers) renders slowly in jsdom on a busy machine. */
describe('LawsuitDialog', { timeout: 40_000 }, () => {
  it('names a CNJ typo when the field is left and clears it once fixed', async () => {
    const { dialog } = open();
    const cnj = within(dialog).getByRole('textbox', { name: /Número CNJ/ });
    await fill(cnj, TYPO);
    expect(within(dialog).queryByText(DIGITS_MESSAGE)).toBeNull();
    await userEvent.tab();
    await within(dialog).findByText(DIGITS_MESSAGE);
    expect(cnj.getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(cnj);
    await fill(cnj, CNJ);
    await waitFor(() => expect(within(dialog).queryByText(DIGITS_MESSAGE)).toBeNull());
    expect((cnj as HTMLInputElement).value).toBe(formatCnj(CNJ));
  });

  it('refuses an amount that is not Brazilian-style; sends digits and decimal strings', async () => {
    const { dialog, onCreate } = open();
    await fill(within(dialog).getByRole('textbox', { name: /Número CNJ/ }), CNJ);
    await pick(dialog, /Área/, 'Trabalhista');
    await pick(dialog, /Polo/, 'Passivo');
    await pick(dialog, /Risco/, 'Provável');
    await fill(within(dialog).getByRole('textbox', { name: 'Valor da causa (R$)' }), '1.234,5');
    await fill(within(dialog).getByRole('textbox', { name: 'Perda estimada (R$)' }), '12,3,4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar processo' }));
    await within(dialog).findByText(/Perda estimada: valor inválido/);
    expect(onCreate).not.toHaveBeenCalled();
    const loss = within(dialog).getByRole('textbox', { name: 'Perda estimada (R$)' });
    await userEvent.clear(loss);
    await fill(loss, '1.000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar processo' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(1));
    expect(onCreate.mock.calls[0]).toEqual([
      expect.objectContaining({
        cnjNumber: CNJ,
        area: 'TRABALHISTA',
        side: 'PASSIVO',
        status: 'ATIVO',
        risk: 'PROVAVEL',
        claimValue: '1234.50',
        estimatedLoss: '1000.00',
        filedAt: null,
      }),
    ]);
  });

  it('puts the server’s 409 and 400 messages on their fields', async () => {
    const { dialog, onCreate } = open();
    onCreate
      .mockRejectedValueOnce(
        httpError(409, {
          error: { code: 'CONFLICT', message: 'Este processo já está cadastrado para a parte.' },
        }),
      )
      .mockRejectedValueOnce(
        httpError(400, {
          error: {
            code: 'VALIDATION',
            message: 'Dados inválidos.',
            details: [{ path: 'court', message: 'Tribunal: texto longo demais.' }],
          },
        }),
      );
    await fill(within(dialog).getByRole('textbox', { name: /Número CNJ/ }), CNJ);
    await pick(dialog, /Área/, 'Cível');
    await pick(dialog, /Polo/, 'Ativo');
    const submit = within(dialog).getByRole('button', { name: 'Adicionar processo' });
    await userEvent.click(submit);
    await within(dialog).findByText('Este processo já está cadastrado para a parte.');
    expect(
      within(dialog)
        .getByRole('textbox', { name: /Número CNJ/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    await userEvent.click(submit);
    await within(dialog).findByText('Tribunal: texto longo demais.');
    expect(
      within(dialog).getByRole('textbox', { name: 'Tribunal' }).getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('edits: shows amounts the Brazilian way and sends only what changed', async () => {
    const lawsuit = {
      _id: 'l1',
      cnjNumber: CNJ,
      court: 'TRT2',
      body: '',
      class: '',
      subjects: [],
      area: 'TRABALHISTA',
      side: 'PASSIVO',
      counterparty: '',
      claimValue: '50000.00',
      filedAt: null,
      status: 'ATIVO',
      phase: '',
      lastMovementAt: null,
      risk: 'POSSIVEL',
      estimatedLoss: null,
      notes: '',
    } as unknown as Lawsuit;
    const { dialog, onUpdate } = open(lawsuit);
    expect(screen.getByRole('dialog', { name: `Editar processo ${formatCnj(CNJ)}` })).toBe(dialog);
    expect(
      (within(dialog).getByRole('textbox', { name: 'Valor da causa (R$)' }) as HTMLInputElement)
        .value,
    ).toBe('50.000,00');
    await pick(dialog, /Risco/, 'Provável');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onUpdate).toHaveBeenCalledWith(lawsuit, { risk: 'PROVAVEL' }));
  });
});
