import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  LawsuitFilterBar,
  NO_LAWSUIT_FILTERS,
  lawsuitFilterParams,
  type LawsuitFilters,
} from './lawsuit-filters.tsx';

function Bar() {
  const [filters, setFilters] = useState<LawsuitFilters>(NO_LAWSUIT_FILTERS);
  return (
    <>
      <LawsuitFilterBar
        filters={filters}
        onChange={(key, value) => setFilters((f) => ({ ...f, [key]: value }))}
        onClear={() => setFilters(NO_LAWSUIT_FILTERS)}
      />
      <output>{JSON.stringify(lawsuitFilterParams(filters))}</output>
    </>
  );
}

describe('LawsuitFilterBar', () => {
  it('the risk filter offers "Não classificado", sent as NAO_CLASSIFICADO', async () => {
    render(<Bar />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Risco' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Todos', 'Provável', 'Possível', 'Remota', 'Não classificado']);
    await userEvent.click(screen.getByRole('option', { name: 'Não classificado' }));
    expect(JSON.parse(screen.getByRole('status').textContent ?? '{}')).toEqual({
      risk: 'NAO_CLASSIFICADO',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(screen.getByRole('status').textContent).toBe('{}');
  });

  it('an unknown risk in the URL is left out', () => {
    expect(lawsuitFilterParams({ ...NO_LAWSUIT_FILTERS, risk: 'SEM_RISCO' }).risk).toBeUndefined();
  });
});
