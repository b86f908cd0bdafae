import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { describe, expect, it } from 'vitest';
import { ScrollTable } from './scroll-table.tsx';

describe('ScrollTable', () => {
  it('is a named region the keyboard reaches (it scrolls a wide table), the table inside it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Antes</button>
        <ScrollTable label="Processos judiciais (rolagem)">
          <Table aria-label="Processos judiciais">
            <TableBody>
              <TableRow>
                <TableCell>0001234-55.2024.8.26.0100</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </ScrollTable>
      </>,
    );
    const region = screen.getByRole('region', { name: 'Processos judiciais (rolagem)' });
    expect(region.contains(screen.getByRole('table', { name: 'Processos judiciais' }))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Antes' }));
    await user.tab();
    expect(document.activeElement).toBe(region);
  });

  it('scrolls sideways and holds what its table positions (a hidden text cannot widen the page)', () => {
    render(
      <ScrollTable label="Tabela (rolagem)">
        <table />
      </ScrollTable>,
    );
    const style = getComputedStyle(screen.getByRole('region', { name: 'Tabela (rolagem)' }));
    expect(style.overflowX).toBe('auto');
    expect(style.position).toBe('relative');
  });
});
