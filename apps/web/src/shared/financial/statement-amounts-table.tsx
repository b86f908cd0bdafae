import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { STATEMENT_ROWS } from '@lince/contracts/financial-layout';
import type { FinancialStatement } from '@lince/contracts/financial-statements';
import { formatDay } from '../../lib/format.ts';
import { formatAmount } from '../../lib/money.ts';
import { isSubtotalRow, statementRowLabel } from './analysis-rows.ts';
import { stickyCell } from './ratio-table.tsx';
import { ScrollTable } from '../../components/scroll-table.tsx';

/** A statement's column: its fiscal year, or the end of a quarter. */
const periodOf = (s: FinancialStatement) =>
  s.periodType === 'ANUAL' ? String(s.fiscalYear) : formatDay(s.periodEnd);

/**
 * The statements' accounts in R$, one column per statement (oldest first), the typed lines and
 * the computed subtotals (in bold) in the template's order — to read, not to edit.
 */
export function StatementAmountsTable({ statements }: { statements: FinancialStatement[] }) {
  const columns = [...statements].sort((a, b) => a.periodEnd.localeCompare(b.periodEnd));
  return (
    <ScrollTable label="Demonstrações por exercício (rolagem)" sx={{ maxHeight: 520 }}>
      <Table size="small" stickyHeader aria-label="Demonstrações por exercício (R$)">
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...stickyCell, fontWeight: 600, zIndex: 3 }}>Conta (R$)</TableCell>
            {columns.map((s) => (
              <TableCell key={s._id} align="right" sx={{ fontWeight: 600, minWidth: 130 }}>
                {periodOf(s)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {STATEMENT_ROWS.map((key) => {
            const bold = isSubtotalRow(key) ? { fontWeight: 600 } : {};
            return (
              <TableRow key={key}>
                <TableCell component="th" scope="row" sx={{ ...stickyCell, ...bold }}>
                  {statementRowLabel(key)}
                </TableCell>
                {columns.map((s) => (
                  <TableCell key={s._id} align="right" sx={bold}>
                    {formatAmount(
                      key in s.lines
                        ? s.lines[key as keyof typeof s.lines]
                        : s.subtotals[key as keyof typeof s.subtotals],
                    )}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
