import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { statusTable } from '../lib/indicator-tables.ts';
import { INDICATORS } from '../lib/indicators-fixture.ts';
import { IndicatorCard } from './indicator-card.tsx';

const userEvent = userEventLib.setup({ delay: null });

describe('IndicatorCard', () => {
  it('shows the chart as a named image, and its table when “Tabela” is chosen', async () => {
    render(
      <IndicatorCard
        title="Diligências por situação"
        description="Criadas no período."
        chart={() => <div>gráfico</div>}
        table={statusTable(INDICATORS.byStatus)}
      />,
    );
    const card = screen.getByRole('region', { name: 'Diligências por situação' });
    within(card).getByRole('img', {
      name: /Diligências por situação\. Os números estão na tabela/,
    });
    expect(within(card).queryByRole('table')).toBeNull();

    await userEvent.click(within(card).getByRole('button', { name: 'Tabela' }));
    const table = within(card).getByRole('table', { name: 'Diligências por situação' });
    const concluded = within(table).getByRole('rowheader', { name: 'Concluída' }).closest('tr')!;
    expect(
      within(concluded)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1.234', '99,8%']);
    const pressed = within(card).getByRole('button', { name: 'Tabela' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(within(card).getByRole('button', { name: 'Gráfico' }));
    expect(within(card).queryByRole('table')).toBeNull();
  });

  it('says when there is nothing to show, without the view buttons', () => {
    render(
      <IndicatorCard
        title="Risco das concluídas"
        description="Concluídas no período."
        chart={() => <div>gráfico</div>}
        table={statusTable(INDICATORS.byStatus)}
        empty="Nenhuma diligência concluída no período."
      />,
    );
    screen.getByText('Nenhuma diligência concluída no período.');
    expect(screen.queryByRole('button', { name: 'Tabela' })).toBeNull();
  });

  it('shows only the table when the indicator has no chart', () => {
    render(
      <IndicatorCard
        title="Cumprimento do SLA"
        description="Saídas."
        chart={null}
        table={statusTable(INDICATORS.byStatus)}
      />,
    );
    screen.getByRole('table', { name: 'Cumprimento do SLA' });
    expect(screen.queryByRole('button', { name: 'Gráfico' })).toBeNull();
  });
});
