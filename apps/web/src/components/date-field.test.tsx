import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { IsoDateSchema } from '@lince/contracts/diligences';
import { todayInBrazil } from '@lince/contracts/calendar';
import { DateField, type DateFieldProps } from './date-field.tsx';
import { FormDateField } from './form-date-field.tsx';

type HarnessProps = Omit<DateFieldProps, 'label' | 'value' | 'onChange'> & { initial?: string };

/** A filter-like owner: keeps the last date sent, ignores what is not a date; logs every call. */
function Harness({ initial = '', ...props }: HarnessProps) {
  const [value, setValue] = useState(initial);
  const [calls, setCalls] = useState<string[]>([]);
  return (
    <>
      <DateField
        {...props}
        label="Prazo"
        value={value}
        onChange={(next) => {
          setCalls((c) => [...c, String(next)]);
          if (next !== null) setValue(next);
        }}
      />
      <output data-testid="value">{value}</output>
      <output data-testid="calls">{calls.join(' ')}</output>
      <button type="button" onClick={() => setValue('')}>
        Limpar
      </button>
    </>
  );
}

const field = () => screen.getByRole('group', { name: 'Prazo' });
/** What the field shows, as a person reads it. */
const shown = () =>
  field()
    .querySelector('.MuiPickersSectionList-root')!
    .textContent!.replace(/\u200e|\u2066|\u2067|\u2068|\u2069/g, '');
const valueOf = () => screen.getByTestId('value').textContent;
const callsOf = () => screen.getByTestId('calls').textContent;

async function typeDate(text: string) {
  await userEvent.click(within(field()).getByRole('spinbutton', { name: 'Dia' }));
  await userEvent.keyboard(text);
}

describe('DateField', () => {
  it('shows dd/mm/aaaa and turns a typed 25/12/2026 into 2026-12-25', async () => {
    render(<Harness />);
    expect(shown()).toBe('dd/mm/aaaa');
    await typeDate('25122026');
    expect(shown()).toBe('25/12/2026');
    expect(valueOf()).toBe('2026-12-25');
    expect(callsOf()!.split(' ').at(-1)).toBe('2026-12-25');
  });

  it('shows an aaaa-mm-dd value as dd/mm/aaaa, and follows a change from outside', async () => {
    render(<Harness initial="2026-03-07" />);
    expect(shown()).toBe('07/03/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(shown()).toBe('dd/mm/aaaa');
  });

  it('sends nothing for a partial date and says so in Portuguese once the field is left', async () => {
    render(<Harness initial="2026-03-07" />);
    await userEvent.click(within(field()).getByRole('spinbutton', { name: 'Ano' }));
    await userEvent.keyboard('{Backspace}');
    expect(shown()).toBe('07/03/aaaa');
    expect(callsOf()).toBe('null');
    expect(valueOf()).toBe('2026-03-07');
    expect(screen.queryByText('Data inválida: use dd/mm/aaaa.')).toBeNull();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByText('Data inválida: use dd/mm/aaaa.')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
  });

  const nextYear = Number(todayInBrazil().slice(0, 4)) + 1;
  it.each([
    ['an impossible day', {}, '31/02/2026', 'Data inválida: use dd/mm/aaaa.'],
    [
      'a date before minDate',
      { minDate: '2026-01-01' },
      '15/12/2025',
      'Informe uma data a partir de 01/01/2026.',
    ],
    [
      'a date after today in Brasília (disableFuture)',
      { disableFuture: true },
      `01/01/${nextYear}`,
      'A data não pode estar no futuro.',
    ],
  ] as const)('refuses %s, saying why once the field is left', async (_, props, typed, message) => {
    render(<Harness {...props} />);
    await typeDate(typed.replace(/\D/g, ''));
    expect(shown()).toBe(typed);
    expect(valueOf()).toBe('');
    expect(callsOf()).toBe('null');
    expect(screen.queryByText(message)).toBeNull();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByText(message)).toBeTruthy();
  });

  it('emptying the field sends an empty date', async () => {
    render(<Harness initial="2026-03-07" />);
    await userEvent.click(within(field()).getByRole('spinbutton', { name: 'Dia' }));
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    expect(shown()).toBe('dd/mm/aaaa');
    expect(valueOf()).toBe('');
  });

  it('opens a Portuguese calendar and picks a day from it', async () => {
    render(<Harness initial="2026-12-10" />);
    await userEvent.click(screen.getByRole('button', { name: /Escolha uma data/ }));
    const calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByText('dezembro 2026')).toBeTruthy();
    expect(within(calendar).getByRole('button', { name: 'Mês anterior' })).toBeTruthy();
    await userEvent.click(within(calendar).getByRole('gridcell', { name: '25' }));
    expect(valueOf()).toBe('2026-12-25');
    expect(shown()).toBe('25/12/2026');
  });
});

const FormSchema = z.object({
  due: z.string().refine((v) => v === '' || IsoDateSchema.safeParse(v).success, 'Data inválida.'),
});

function FormHarness({ due, onSubmit }: { due: string; onSubmit: (due: string) => void }) {
  const form = useForm({ resolver: zodResolver(FormSchema), defaultValues: { due } });
  return (
    <form onSubmit={form.handleSubmit((values) => onSubmit(values.due))}>
      <FormDateField control={form.control} name="due" label="Prazo" helperText="Opcional." />
      <button type="submit">Salvar</button>
    </form>
  );
}

describe('FormDateField', () => {
  it('submits the typed date as aaaa-mm-dd, and blocks a partial one', async () => {
    const sent: string[] = [];
    render(<FormHarness due="2026-03-07" onSubmit={(due) => sent.push(due)} />);
    expect(shown()).toBe('07/03/2026');
    await userEvent.click(within(field()).getByRole('spinbutton', { name: 'Ano' }));
    await userEvent.keyboard('{Backspace}');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(sent).toEqual([]);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(within(field()).getByRole('spinbutton', { name: 'Ano' }));
    await userEvent.keyboard('2027');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(sent).toEqual(['2027-03-07']);
    expect(screen.getByText('Opcional.')).toBeTruthy();
  });

  it('blocks a date half typed into an empty field, and sends an emptied one as none', async () => {
    const sent: string[] = [];
    render(<FormHarness due="" onSubmit={(due) => sent.push(due)} />);
    await typeDate('2512');
    expect(shown()).toBe('25/12/aaaa');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(sent).toEqual([]);
    expect(screen.getByText('Data inválida: use dd/mm/aaaa.')).toBeTruthy();
    await userEvent.click(within(field()).getByRole('spinbutton', { name: 'Dia' }));
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    expect(shown()).toBe('dd/mm/aaaa');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(sent).toEqual(['']);
  });
});
