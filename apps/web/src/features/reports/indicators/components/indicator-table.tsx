import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { ScrollTable } from '../../../../components/scroll-table.tsx';
import type { TableModel } from '../lib/indicator-tables.ts';

/**
 * A figure as a table (the chart's accessible alternative), named by `label`: column headers,
 * the first cell of each row as its row header, numbers right-aligned; scrolls sideways on a
 * narrow screen instead of widening the page.
 */
export function IndicatorTable({ label, model }: { label: string; model: TableModel }) {
  return (
    <ScrollTable label={`${label} (rolagem)`}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {model.columns.map((column) => (
              <TableCell
                key={column.label}
                align={column.numeric ? 'right' : 'left'}
                sx={{ fontWeight: 600, px: 1, verticalAlign: 'bottom', whiteSpace: 'nowrap' }}
              >
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {model.rows.map((row) => (
            <TableRow key={row.key} sx={row.total ? { '& > *': { fontWeight: 600 } } : undefined}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <TableCell key={index} component="th" scope="row" sx={{ px: 1 }}>
                    {cell}
                  </TableCell>
                ) : (
                  <TableCell
                    key={index}
                    align={model.columns[index]?.numeric ? 'right' : 'left'}
                    sx={{ px: 1, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                  >
                    {cell}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
