import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { FINANCIAL_RATIO_KEYS } from '@lince/contracts/financial-lines';
import type { AnalysisYear } from './analysis-rows.ts';
import { RatioTable } from './ratio-table.tsx';

const userEvent = userEventLib.setup({ delay: null });

const year = (fiscalYear: number, overrides: Partial<AnalysisYear['ratios']>, reasons = {}) =>
  ({
    fiscalYear,
    ratios: {
      ...Object.fromEntries(FINANCIAL_RATIO_KEYS.map((k) => [k, 0.5])),
      ...overrides,
    },
    reasons,
  }) as unknown as AnalysisYear;

describe('RatioTable', () => {
  it('shows each ratio per year in pt-BR, a dash with the reason when there is none', () => {
    render(
      <RatioTable
        years={[
          year(2023, { liquidezCorrente: 1.5, margemLiquida: 0.1234 }),
          year(
            2024,
            { liquidezCorrente: null },
            { liquidezCorrente: 'Passivo circulante igual a zero.' },
          ),
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Índices por exercício' });
    const current = within(table).getByRole('row', { name: /Liquidez corrente/ });
    expect(
      within(current)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1,50', '—Passivo circulante igual a zero.']);
    const margin = within(table).getByRole('row', { name: /Margem líquida/ });
    expect(within(margin).getAllByRole('cell')[0]!.textContent).toBe('12,34%');
    expect(within(table).getAllByRole('row')).toHaveLength(13);
  });

  it('explains a ratio on focus (and hover) of its information button', async () => {
    render(<RatioTable years={[year(2024, {})]} />);
    await userEvent.tab(); // the table's scrolling box, then its first button
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Sobre o índice Liquidez corrente' });
    expect(document.activeElement).toBe(button);
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toContain(
      'Quanto a empresa tem no curto prazo para cada real que deve no curto prazo.',
    );
    expect(tip.textContent).toContain('Fórmula: Ativo circulante ÷ passivo circulante');
    expect(button.getAttribute('aria-describedby')).toBe(tip.id);
    await userEvent.keyboard('{Escape}');
    await userEvent.hover(screen.getByRole('button', { name: 'Sobre o índice Margem bruta' }));
    expect((await screen.findByRole('tooltip')).textContent).toContain(
      'O que sobra da receita depois dos custos do que foi vendido.',
    );
  });
});
