import { useId, useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { ScrollTable, stickyColumn } from '../../../components/scroll-table.tsx';

export interface ChartTable {
  /** Header of the first column (e.g. "Exercício"). */
  rowHeader: string;
  columns: string[];
  rows: { label: string; cells: string[] }[];
}

/**
 * A chart with its title and its data as a table: the figure is named by its title, and "Ver como tabela" shows the same values as a table.
 */
export function ChartFigure({
  title,
  table,
  children,
}: {
  title: string;
  table: ChartTable;
  children: ReactNode;
}) {
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const tableId = useId();
  return (
    <Box
      component="figure"
      aria-labelledby={titleId}
      sx={{ m: 0, display: 'grid', gap: 1, minWidth: 0, alignContent: 'start' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography
          id={titleId}
          component="figcaption"
          variant="subtitle1"
          sx={{ fontWeight: 600, mr: 'auto' }}
        >
          {title}
        </Typography>
        <Button
          size="small"
          aria-expanded={asTable}
          aria-controls={tableId}
          onClick={() => setAsTable((shown) => !shown)}
        >
          {asTable ? 'Ocultar tabela' : 'Ver como tabela'}
        </Button>
      </Box>
      <Box sx={{ minWidth: 0 }}>{children}</Box>
      <Box id={tableId} hidden={!asTable}>
        {asTable && (
          <ScrollTable label={`${title} (rolagem da tabela)`}>
            <Table size="small" aria-label={`${title} (tabela)`}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ ...stickyColumn, fontWeight: 600 }}>{table.rowHeader}</TableCell>
                  {table.columns.map((column) => (
                    <TableCell key={column} align="right" sx={{ fontWeight: 600 }}>
                      {column}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {table.rows.map((row) => (
                  <TableRow key={row.label}>
                    <TableCell component="th" scope="row" sx={stickyColumn}>
                      {row.label}
                    </TableCell>
                    {row.cells.map((cell, index) => (
                      <TableCell
                        key={table.columns[index]}
                        align="right"
                        sx={{ whiteSpace: 'nowrap' }}
                      >
                        {cell}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollTable>
        )}
      </Box>
    </Box>
  );
}
