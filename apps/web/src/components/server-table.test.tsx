import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ServerTable, type Column } from './server-table.tsx';

interface Row {
  id: string;
  name: string;
}
const columns: Column<Row>[] = [
  { key: 'name', label: 'Nome', sortKey: 'name', render: (r) => r.name },
  { key: 'x', label: 'Outro', render: () => '—' },
];

function setup(props: Partial<Parameters<typeof ServerTable<Row>>[0]> = {}) {
  const handlers = {
    onPageChange: vi.fn(),
    onPageSizeChange: vi.fn(),
    onSortChange: vi.fn(),
    onRetry: vi.fn(),
  };
  render(
    <ServerTable<Row>
      label="Pessoas"
      columns={columns}
      rows={[{ id: '1', name: 'Ana' }]}
      rowKey={(r) => r.id}
      total={45}
      page={1}
      pageSize={20}
      sort="name"
      order="asc"
      loading={false}
      emptyText="Ninguém aqui."
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('ServerTable', () => {
  it('shows the rows, the server total and asks the server for the next page and another sort', async () => {
    const user = userEvent.setup();
    const handlers = setup();
    expect(screen.getByRole('table', { name: 'Pessoas' })).toBeTruthy();
    expect(screen.getByText('Ana')).toBeTruthy();
    expect(screen.getByText('1–20 de 45')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(handlers.onPageChange).toHaveBeenCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Nome' }));
    expect(handlers.onSortChange).toHaveBeenCalledWith('name', 'desc');
  });

  it('empty, loading and error states', async () => {
    const user = userEvent.setup();
    const handlers = setup({ rows: [], total: 0, error: 'Falhou.', loading: false });
    expect(screen.getByText('Ninguém aqui.')).toBeTruthy();
    // Even empty, the table scrolls in a region the keyboard reaches (axe scrollable-region-focusable).
    const region = screen.getByRole('region', { name: 'Pessoas (rolagem)' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.contains(screen.getByRole('table', { name: 'Pessoas' }))).toBe(true);
    expect(screen.getByRole('alert').textContent).toContain('Falhou.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(handlers.onRetry).toHaveBeenCalled();
  });

  it('says it is loading before the first page arrives', () => {
    setup({ rows: undefined, loading: true });
    expect(screen.getByText('Carregando…')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Carregando pessoas' })).toBeTruthy();
  });
});
