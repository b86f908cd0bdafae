import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MaskedTextField, type MaskedTextFieldProps } from './masked-text-field.tsx';

function Harness(props: Omit<MaskedTextFieldProps, 'value' | 'onChange' | 'label'>) {
  const [value, setValue] = useState('');
  return (
    <>
      <MaskedTextField
        {...props}
        label="Campo"
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <output data-testid="valor">{value}</output>
    </>
  );
}

async function typeInto(
  props: Omit<MaskedTextFieldProps, 'value' | 'onChange' | 'label'>,
  text: string,
) {
  render(<Harness {...props} />);
  const input = screen.getByRole('textbox', { name: 'Campo' });
  await userEvent.type(input, text);
  return {
    shown: (input as HTMLInputElement).value,
    emitted: screen.getByTestId('valor').textContent,
  };
}

describe('MaskedTextField — the five pattern kinds', () => {
  it('# accepts digits only', async () => {
    expect(await typeInto({ mask: '##/##' }, '1a2b34x5')).toEqual({
      shown: '12/34',
      emitted: '12/34',
    });
  });

  it('X accepts letters and digits, upper-cased', async () => {
    expect(await typeInto({ mask: 'XX-XX' }, 'a1-b?2z')).toEqual({
      shown: 'A1-B2',
      emitted: 'A1-B2',
    });
  });

  it('S accepts letters only (accents too), as typed', async () => {
    expect(await typeInto({ mask: 'SSS' }, 'a1Çé')).toEqual({ shown: 'aÇé', emitted: 'aÇé' });
  });

  it('A accepts letters, upper-cased', async () => {
    expect(await typeInto({ mask: 'AAA-####' }, 'abc1234')).toEqual({
      shown: 'ABC-1234',
      emitted: 'ABC-1234',
    });
  });

  it('a accepts letters, lower-cased', async () => {
    expect(await typeInto({ mask: 'aaa' }, 'X9yZ')).toEqual({ shown: 'xyz', emitted: 'xyz' });
  });
});

describe('MaskedTextField presets', () => {
  it('CPF', async () => {
    expect((await typeInto({ mask: 'cpf' }, '52998224725')).shown).toBe('529.982.247-25');
  });

  it('CNPJ, alphanumeric (letters upper-cased)', async () => {
    expect((await typeInto({ mask: 'cnpj' }, '12abc34501de35')).shown).toBe('12.ABC.345/01DE-35');
  });

  it('CNPJ keeps its last two characters numeric', async () => {
    expect((await typeInto({ mask: 'cnpj' }, '12ABC34501DEXY35')).shown).toBe('12.ABC.345/01DE-35');
  });

  it('CEP, emitting the value without literals when unmask is set', async () => {
    expect(await typeInto({ mask: 'cep', unmask: true }, '01310100')).toEqual({
      shown: '01310-100',
      emitted: '01310100',
    });
  });

  it('CNJ lawsuit number', async () => {
    expect((await typeInto({ mask: 'cnj' }, '00012345620248260100')).shown).toBe(
      '0001234-56.2024.8.26.0100',
    );
  });

  it('phone: landline with 10 digits, mobile with 11', async () => {
    expect((await typeInto({ mask: 'phone' }, '1133334444')).shown).toBe('(11) 3333-4444');
  });

  it('phone: mobile with 11 digits', async () => {
    expect((await typeInto({ mask: 'phone' }, '11987654321')).shown).toBe('(11) 98765-4321');
  });

  it('is labelled and reports errors through helper text', () => {
    render(<MaskedTextField mask="cpf" label="CPF" value="" error helperText="CPF inválido." />);
    const input = screen.getByRole('textbox', { name: 'CPF' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('CPF inválido.')).toBeTruthy();
  });
});
