import type { MouseEvent, ReactNode } from 'react';
import { ListPagination } from './list-pagination.tsx';
import {
  Box,
  LinearProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TableSortLabel,
  Typography,
} from '@mui/material';
import { PAGE_SIZE_OPTIONS } from '@lince/contracts/pagination';
import { FormAlert } from './form-alert.tsx';
import { RetryAlert } from './retry-alert.tsx';
import { ScrollTable } from './scroll-table.tsx';

export interface Column<T> {
  key: string;
  label: string;
  /** Field name of the API's `sort` parameter, when the column sorts on the server. */
  sortKey?: string;
  align?: 'left' | 'right' | 'center';
  render: (row: T) => ReactNode;
  width?: number | string;
  /** Keeps the cell on one line (documents such as CPF/CNPJ, dates). */
  noWrap?: boolean;
  /**
   * Keeps the column in view while a wide table scrolls sideways (the first column, naming the
   * row: e.g. a lawsuit's CNJ number).
   */
  sticky?: boolean;
}

/** A sticky first column: painted over the cells that scroll under it. */
const STICKY = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  borderRight: 1,
  borderRightColor: 'divider',
} as const;

export interface ServerTableProps<T> {
  /** Accessible name of the table. */
  label: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  total: number;
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  sort?: string;
  order?: 'asc' | 'desc';
  onSortChange?: (sort: string, order: 'asc' | 'desc') => void;
  loading: boolean;
  error?: string | null;
  onRetry?: () => void;
  emptyText: string;
  /** Shown under `emptyText` (e.g. a "Limpar filtros" button). */
  emptyAction?: ReactNode;
  /**
   * Runs when a row is clicked outside its links and buttons (which keep their own action); give
   * the row a link too, for the keyboard.
   */
  onRowClick?: (row: T) => void;
}

const INTERACTIVE = 'a, button, input, select, textarea, [role="button"], [role="checkbox"]';

/**
 * A table paginated, sorted and filtered on the server: loading bar, empty state, error state
 * with a retry, and MUI's pagination with the page sizes the API accepts.
 */
export function ServerTable<T>({
  label,
  columns,
  rows,
  rowKey,
  total,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  sort,
  order = 'asc',
  onSortChange,
  loading,
  error,
  onRetry,
  emptyText,
  emptyAction,
  onRowClick,
}: ServerTableProps<T>) {
  return (
    <Paper variant="outlined">
      {error && (
        <Box sx={{ p: 2 }}>
          {onRetry ? (
            <RetryAlert message={error} onRetry={onRetry} />
          ) : (
            <FormAlert>{error}</FormAlert>
          )}
        </Box>
      )}
      <Box sx={{ height: 4 }}>
        {loading && <LinearProgress aria-label={`Carregando ${label.toLowerCase()}`} />}
      </Box>
      <ScrollTable label={`${label} (rolagem)`}>
        <Table size="small" aria-label={label} aria-busy={loading}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.align}
                  sx={{
                    fontWeight: 600,
                    whiteSpace: 'nowrap',
                    width: column.width,
                    ...(column.sticky ? STICKY : {}),
                  }}
                  sortDirection={column.sortKey && sort === column.sortKey ? order : false}
                >
                  {column.sortKey && onSortChange ? (
                    <TableSortLabel
                      active={sort === column.sortKey}
                      direction={sort === column.sortKey ? order : 'asc'}
                      onClick={() =>
                        onSortChange(
                          column.sortKey!,
                          sort === column.sortKey && order === 'asc' ? 'desc' : 'asc',
                        )
                      }
                    >
                      {column.label}
                    </TableSortLabel>
                  ) : (
                    column.label
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows?.map((row) => (
              <TableRow
                key={rowKey(row)}
                hover
                onClick={
                  onRowClick &&
                  ((event: MouseEvent) => {
                    if (!(event.target as Element).closest(INTERACTIVE)) onRowClick(row);
                  })
                }
                sx={onRowClick ? { cursor: 'pointer' } : undefined}
              >
                {columns.map((column) => (
                  <TableCell
                    key={column.key}
                    align={column.align}
                    sx={{
                      ...(column.noWrap ? { whiteSpace: 'nowrap' } : {}),
                      ...(column.sticky ? STICKY : {}),
                    }}
                  >
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {rows && rows.length === 0 && !loading && (
              <TableRow>
                <TableCell colSpan={columns.length}>
                  <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                    {emptyText}
                  </Typography>
                  {emptyAction && (
                    <Box sx={{ display: 'flex', justifyContent: 'center', pb: 2 }}>
                      {emptyAction}
                    </Box>
                  )}
                </TableCell>
              </TableRow>
            )}
            {!rows && loading && (
              <TableRow>
                <TableCell colSpan={columns.length}>
                  <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                    Carregando…
                  </Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </ScrollTable>
      <ListPagination
        total={total}
        page={page}
        pageSize={pageSize}
        pageSizes={PAGE_SIZE_OPTIONS}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
      />
    </Paper>
  );
}
