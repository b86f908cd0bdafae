import { TablePagination } from '@mui/material';

const ITEM_LABELS = {
  first: 'Primeira página',
  last: 'Última página',
  next: 'Próxima página',
  previous: 'Página anterior',
} as const;

/** Server-side pagination controls in Portuguese (1-based pages, like the API). */
export function ListPagination({
  total,
  page,
  pageSize,
  pageSizes,
  onPageChange,
  onPageSizeChange,
  label = 'Itens por página:',
}: {
  total: number;
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  label?: string;
}) {
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.max(0, page - 1)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...pageSizes]}
      onPageChange={(_, next) => onPageChange(next + 1)}
      onRowsPerPageChange={(event) => onPageSizeChange(Number(event.target.value))}
      labelRowsPerPage={label}
      labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
      getItemAriaLabel={(type) => ITEM_LABELS[type]}
    />
  );
}
