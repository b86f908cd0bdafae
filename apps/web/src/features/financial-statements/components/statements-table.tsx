import type { ReactNode } from 'react';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
  FINANCIAL_PERIOD_TYPE_LABELS,
  type FinancialSource,
  type FinancialStatement,
} from '@lince/contracts/financial-statements';
import { RowAction, RowActions } from '../../../components/row-action.tsx';
import { formatDay } from '../../../lib/format.ts';
import { formatAmount, formatBrl } from '../../../lib/money.ts';
import { statementName } from '../lib/statement-form.ts';
import { ScrollTable, stickyColumn } from '../../../components/scroll-table.tsx';

const SOURCE_LABELS: Record<FinancialSource, string> = {
  MANUAL: 'Digitada',
  XLSX: 'Importada (XLSX)',
  CVM: 'Importada (CVM)',
};

/** The cell's second line, smaller and grey; `noWrap` keeps it on one line. */
const Detail = ({ children, noWrap }: { children: ReactNode; noWrap?: boolean }) => (
  <Typography
    component="span"
    variant="caption"
    color="text.secondary"
    sx={{ display: 'block', whiteSpace: noWrap ? 'nowrap' : undefined }}
  >
    {children}
  </Typography>
);

/**
 * Six columns that fit beside the company list from 1280 px: the period's end and whether it was
 * audited are a second line under the year and the origin; amounts without "R$" (said in the
 * header), tight padding. Narrower (a phone), the table scrolls in its box and the year stays
 * in view.
 */
const tableSx = {
  '& .MuiTableCell-root': { px: 1 },
  '& .MuiTableCell-root:first-child': { ...stickyColumn, pl: 1, whiteSpace: 'nowrap' },
  '& .MuiTableCell-alignRight': { pl: 0.5 },
  '& .MuiTableCell-root:last-child': { pr: 0.5 },
  '& .MuiTableCell-head': { fontWeight: 600, lineHeight: 1.3 },
} as const;
const amount = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** The company's statements, one row per period: what it is, its totals, whether it closes. */
export function StatementsTable({
  statements,
  onEdit,
  onRemove,
}: {
  statements: FinancialStatement[];
  onEdit: (statement: FinancialStatement) => void;
  onRemove: (statement: FinancialStatement) => void;
}) {
  return (
    <ScrollTable label="Demonstrações por exercício (rolagem)">
      <Table size="small" aria-label="Demonstrações por exercício" sx={tableSx}>
        <TableHead>
          <TableRow>
            <TableCell>Exercício</TableCell>
            <TableCell>Origem</TableCell>
            <TableCell align="right">Ativo total (R$)</TableCell>
            <TableCell align="right">Lucro líquido (R$)</TableCell>
            <TableCell>Balanço</TableCell>
            <TableCell align="right">Ações</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {statements.map((s) => (
            <TableRow key={s._id}>
              <TableCell component="th" scope="row">
                <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                  {s.fiscalYear}
                </Typography>{' '}
                · {FINANCIAL_PERIOD_TYPE_LABELS[s.periodType]}
                <Detail>{formatDay(s.periodEnd)}</Detail>
              </TableCell>
              <TableCell>
                {SOURCE_LABELS[s.source]}
                <Detail noWrap>{s.audited ? 'Auditada' : 'Não auditada'}</Detail>
              </TableCell>
              <TableCell align="right" sx={amount}>
                {formatAmount(s.subtotals.ativoTotal)}
              </TableCell>
              <TableCell align="right" sx={amount}>
                {formatAmount(s.subtotals.lucroLiquido)}
              </TableCell>
              <TableCell>
                {s.balanceWarning ? (
                  <>
                    <Typography component="span" variant="body2" color="warning.dark">
                      Não fecha
                    </Typography>
                    <Detail>
                      diferença de{' '}
                      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                        {formatBrl(s.balanceDifference)}
                      </Box>
                    </Detail>
                  </>
                ) : (
                  'Fecha'
                )}
              </TableCell>
              <TableCell align="right">
                <RowActions>
                  <RowAction
                    title="Editar"
                    icon="pencil-outline"
                    aria-label={`Editar demonstração de ${statementName(s)}`}
                    onClick={() => onEdit(s)}
                  />
                  <RowAction
                    title="Remover"
                    icon="delete-outline"
                    aria-label={`Remover demonstração de ${statementName(s)}`}
                    onClick={() => onRemove(s)}
                  />
                </RowActions>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
