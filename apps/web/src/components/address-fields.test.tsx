import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_ADDRESS, type AddressInput } from '@lince/contracts/address';
import type { CepLookup } from '@lince/contracts/cep';
import { httpError } from '../test/fixtures.ts';
import { AddressFields, splitLookup } from './address-fields.tsx';

function Harness({ lookup }: { lookup: (cep: string) => Promise<CepLookup> }) {
  const [value, setValue] = useState<AddressInput>({ ...EMPTY_ADDRESS, numero: '10' });
  return (
    <>
      <AddressFields value={value} onChange={setValue} lookup={lookup} />
      <output data-testid="valor">{JSON.stringify(value)}</output>
    </>
  );
}

const FOUND: CepLookup = {
  cep: '01001000',
  logradouro: 'Praça da Sé',
  complemento: 'lado ímpar',
  bairro: 'Sé',
  cidade: 'São Paulo',
  uf: 'SP',
  ibge: '3550308',
};

describe('AddressFields', () => {
  it('fills logradouro, bairro, cidade and UF from a complete CEP and keeps número', async () => {
    const lookup = vi.fn().mockResolvedValue(FOUND);
    render(<Harness lookup={lookup} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'CEP' }), '01001000');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Logradouro' })).toHaveProperty(
        'value',
        'Praça da Sé',
      ),
    );
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(lookup).toHaveBeenCalledWith('01001000');
    expect(screen.getByRole('textbox', { name: 'CEP' })).toHaveProperty('value', '01001-000');
    expect(screen.getByRole('textbox', { name: 'Bairro' })).toHaveProperty('value', 'Sé');
    expect(screen.getByRole('textbox', { name: 'Cidade' })).toHaveProperty('value', 'São Paulo');
    expect(screen.getByRole('combobox', { name: 'UF' })).toHaveProperty('value', 'SP');
    expect(screen.getByRole('textbox', { name: 'Número' })).toHaveProperty('value', '10');
    expect(screen.getAllByRole('option')).toHaveLength(28);
  });

  it('does not call the lookup for an incomplete CEP', async () => {
    const lookup = vi.fn().mockResolvedValue(FOUND);
    render(<Harness lookup={lookup} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'CEP' }), '0100100');
    expect(lookup).not.toHaveBeenCalled();
  });

  it('shows "CEP não encontrado." on the CEP field for an unknown CEP', async () => {
    render(<Harness lookup={() => Promise.reject(httpError(404))} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'CEP' }), '99999999');
    expect(await screen.findByText('CEP não encontrado.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'CEP' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('warns without blocking when the service is down; every field stays editable', async () => {
    render(<Harness lookup={() => Promise.reject(httpError(503))} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'CEP' }), '01001000');
    expect(
      await screen.findByText(
        'Não foi possível consultar o CEP agora; preencha o endereço manualmente.',
      ),
    ).toBeTruthy();
    const street = screen.getByRole('textbox', { name: 'Logradouro' });
    await userEvent.type(street, 'Rua Manual');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'UF' }), 'RJ');
    const value = JSON.parse(screen.getByTestId('valor').textContent!) as AddressInput;
    expect(value).toMatchObject({ logradouro: 'Rua Manual', uf: 'RJ', cep: '01001-000' });
  });

  it('never writes over what was typed: the lookup offers it ("Usar: …") and fills the rest', async () => {
    const lookup = vi.fn().mockResolvedValue(FOUND);
    render(<Harness lookup={lookup} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Logradouro' }), 'Rua Direita');
    await userEvent.type(screen.getByRole('textbox', { name: 'CEP' }), '01001000');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Cidade' })).toHaveProperty('value', 'São Paulo'),
    );
    expect(screen.getByRole('textbox', { name: 'Logradouro' })).toHaveProperty(
      'value',
      'Rua Direita',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Usar em Logradouro: Praça da Sé' }));
    expect(screen.getByRole('textbox', { name: 'Logradouro' })).toHaveProperty(
      'value',
      'Praça da Sé',
    );
    expect(screen.queryByRole('button', { name: /^Usar em/ })).toBeNull();
  });
});

describe('splitLookup', () => {
  it('fills empty or untyped fields and offers the ones typed differently', () => {
    const now = {
      ...EMPTY_ADDRESS,
      logradouro: 'Rua Direita',
      bairro: 'Centro',
      cidade: 'São Paulo',
    };
    expect(splitLookup(now, FOUND, new Set(['logradouro', 'cidade']))).toEqual({
      fill: { bairro: 'Sé', uf: 'SP' },
      offer: { logradouro: 'Praça da Sé' },
    });
  });
});
